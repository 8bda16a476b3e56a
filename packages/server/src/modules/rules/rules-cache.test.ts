import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RulesCache } from './rules-cache';

describe('RulesCache', () => {
  it('builds an answer once and serves the same bytes and ETag until invalidated', async () => {
    const cache = new RulesCache();
    let builds = 0;
    const build = async () => {
      builds += 1;
      return { builds };
    };
    const first = await cache.get('races', build);
    const second = await cache.get('races', build);
    expect(builds).toBe(1);
    expect(second.body).toBe(first.body);
    expect(first.body.toString('utf8')).toBe('{"builds":1}');
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    cache.invalidate();
    const third = await cache.get('races', build);
    expect(builds).toBe(2);
    expect(third.etag).not.toBe(first.etag);
  });

  it('gives a kept answer as it is, without a promise, and a build in progress as a promise', async () => {
    const cache = new RulesCache();
    const building = cache.get('races', async () => ['elf']);
    expect(building).toBeInstanceOf(Promise);
    const built = await building;
    const kept = cache.get('races', async () => ['never built']);
    expect(kept).not.toBeInstanceOf(Promise);
    expect(kept).toBe(built);

    cache.invalidate();
    expect(cache.get('races', async () => ['dwarf'])).toBeInstanceOf(Promise);
  });

  it('shares one build between concurrent misses', async () => {
    const cache = new RulesCache();
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [1, 2, 3];
    };
    await Promise.all([cache.get('k', build), cache.get('k', build), cache.get('k', build)]);
    expect(builds).toBe(1);
  });

  it('keeps answers apart by key, so each conflict visibility has its own', async () => {
    const cache = new RulesCache();
    const all = await cache.get('classes:all', async () => ['open', 'secret']);
    const open = await cache.get('classes:public', async () => ['open']);
    expect(all.etag).not.toBe(open.etag);
    expect(JSON.parse(open.body.toString())).toEqual(['open']);
  });

  it('never serves a build that was running when a write invalidated the cache', async () => {
    const cache = new RulesCache();
    let release!: () => void;
    const slow = cache.get(
      'professions',
      () => new Promise<string>((resolve) => (release = () => resolve('old'))),
    );
    cache.invalidate();
    release();
    expect((await slow).value).toBe('old');
    expect((await cache.get('professions', async () => 'new')).value).toBe('new');
  });

  it('keeps nothing while told not to hold answers, and drops what it held', async () => {
    const cache = new RulesCache();
    let builds = 0;
    const build = async () => ({ builds: ++builds });
    await cache.get('races', build);
    cache.hold(false);
    expect((await cache.get('races', build)).value).toEqual({ builds: 2 });
    expect((await cache.get('races', build)).value).toEqual({ builds: 3 });
    cache.hold(true);
    expect((await cache.get('races', build)).value).toEqual({ builds: 4 });
    expect((await cache.get('races', build)).value).toEqual({ builds: 4 });
  });

  it('keeps a memo like an answer: once per rules version, afresh while holding nothing', async () => {
    const cache = new RulesCache();
    let builds = 0;
    const build = async () => ++builds;
    expect(await cache.memo('review-rules', build)).toBe(1);
    expect(await cache.memo('review-rules', build)).toBe(1);
    cache.invalidate();
    expect(await cache.memo('review-rules', build)).toBe(2);
    cache.hold(false);
    expect(await cache.memo('review-rules', build)).toBe(3);
    expect(await cache.memo('review-rules', build)).toBe(4);
    cache.hold(true);
    expect(await cache.memo('review-rules', build)).toBe(5);
    expect(await cache.memo('review-rules', build)).toBe(5);
  });

  it('does not keep a failed build', async () => {
    const cache = new RulesCache();
    await expect(
      cache.get('race-classes:9', async () => {
        throw new Error('not found');
      }),
    ).rejects.toThrow('not found');
    expect((await cache.get('race-classes:9', async () => 'found')).value).toBe('found');
  });

  it('gives identical answers the same strong ETag across rebuilds', async () => {
    const cache = new RulesCache();
    const first = await cache.get('abilities', async () => ({ same: true }));
    cache.invalidate();
    const second = await cache.get('abilities', async () => ({ same: true }));
    expect(second.etag).toBe(first.etag);
  });
});

describe('gzip', () => {
  it('keeps a gzipped copy of a large answer and none of a small one', async () => {
    const cache = new RulesCache();
    const large = await cache.get('large', async () =>
      Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'Fireball' })),
    );
    expect(large.gzip).not.toBeNull();
    expect(gunzipSync(large.gzip as Buffer).equals(large.body)).toBe(true);
    expect((large.gzip as Buffer).length).toBeLessThan(large.body.length / 5);
    expect(brotliDecompressSync(large.brotli as Buffer).equals(large.body)).toBe(true);
    const small = await cache.get('small', async () => ({ id: 1 }));
    expect(small.gzip).toBeNull();
    expect(small.brotli).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { compressPrefix } from '../../encoding/compressed-prefix';
import { EventsCache, type EventListBase } from './events-cache';

const base = (id: number, validUntil = Infinity): EventListBase => ({
  eventIds: new Set([id]),
  answer: compressPrefix(Buffer.from(`{"events":[{"id":${id}}],"my_signups":`)),
  validUntil,
});

describe('EventsCache', () => {
  it('builds once per key and gives the kept base without a promise', async () => {
    const cache = new EventsCache();
    let builds = 0;
    const build = async () => base(++builds);
    expect(await cache.get('member', 0, build)).toEqual(base(1));
    const kept = cache.get('member', 1, build);
    expect(kept).not.toBeInstanceOf(Promise);
    expect(kept).toEqual(base(1));
    expect(await cache.get('staff', 1, build)).toEqual(base(2));
  });

  it('rebuilds once the clock reaches the time the answer changes by itself', async () => {
    const cache = new EventsCache();
    let builds = 0;
    const build = async () => base(++builds, 1_000);
    await cache.get('member', 0, build);
    expect(cache.get('member', 999, build)).toEqual(base(1, 1_000));
    expect(await cache.get('member', 1_000, build)).toEqual(base(2, 1_000));
  });

  it('never keeps a build that was running when a write invalidated the cache', async () => {
    const cache = new EventsCache();
    let release!: () => void;
    const slow = cache.get(
      'member',
      0,
      () => new Promise((resolve) => (release = () => resolve(base(1)))),
    );
    cache.invalidate();
    release();
    await slow;
    expect(await cache.get('member', 0, async () => base(2))).toEqual(base(2));
  });

  it('keeps nothing while told not to hold, and drops what it held', async () => {
    const cache = new EventsCache();
    await cache.get('member', 0, async () => base(1));
    cache.hold(false);
    expect(await cache.get('member', 0, async () => base(2))).toEqual(base(2));
    expect(await cache.get('member', 0, async () => base(3))).toEqual(base(3));
    cache.hold(true);
    expect(await cache.get('member', 0, async () => base(4))).toEqual(base(4));
    expect(cache.get('member', 0, async () => base(5))).toEqual(base(4));
  });

  it('does not keep a failed build', async () => {
    const cache = new EventsCache();
    await expect(
      cache.get('member', 0, () => Promise.reject(new Error('lost connection'))),
    ).rejects.toThrow('lost connection');
    expect(await cache.get('member', 0, async () => base(1))).toEqual(base(1));
  });

  it("keeps a member's own part until the next write, and none while not holding", async () => {
    const cache = new EventsCache();
    let builds = 0;
    const build = async () => Buffer.from(`[${++builds}]}`);
    expect(String(await cache.own<Buffer>('member:own:7', build))).toBe('[1]}');
    const kept = cache.own<Buffer>('member:own:7', build);
    expect(kept).not.toBeInstanceOf(Promise);
    expect(String(kept)).toBe('[1]}');
    expect(String(await cache.own<Buffer>('member:own:8', build))).toBe('[2]}');
    cache.invalidate();
    expect(String(await cache.own<Buffer>('member:own:7', build))).toBe('[3]}');
    cache.hold(false);
    expect(String(await cache.own<Buffer>('member:own:7', build))).toBe('[4]}');
    expect(String(await cache.own<Buffer>('member:own:7', build))).toBe('[5]}');
  });

  it("never keeps a member's own part read while a write went through", async () => {
    const cache = new EventsCache();
    let release!: () => void;
    const slow = cache.own(
      'member:own:7',
      () => new Promise<Buffer>((resolve) => (release = () => resolve(Buffer.from('[1]}')))),
    );
    cache.invalidate();
    release();
    await slow;
    expect(String(await cache.own<Buffer>('member:own:7', async () => Buffer.from('[2]}')))).toBe(
      '[2]}',
    );
  });

  it("keeps staff's lists per rules version, drops them on a write to what they show", async () => {
    const cache = new EventsCache();
    cache.keepStaffLists = true;
    let builds = 0;
    const build = async () => ({ n: ++builds });
    expect(await cache.staffList(5, 0, build)).toEqual({ n: 1 });
    expect(cache.staffList(5, 0, build)).toEqual({ n: 1 });
    expect(await cache.staffList(5, 1, build)).toEqual({ n: 2 });
    cache.dropStaffLists();
    expect(await cache.staffList(5, 1, build)).toEqual({ n: 3 });
    cache.invalidate();
    expect(await cache.staffList(5, 1, build)).toEqual({ n: 4 });
  });

  it("never keeps staff's lists where writes elsewhere go unnoticed, nor one built across a write", async () => {
    const cache = new EventsCache();
    let builds = 0;
    const build = async () => ({ n: ++builds });
    await cache.staffList(5, 0, build);
    expect(await cache.staffList(5, 0, build)).toEqual({ n: 2 });

    cache.keepStaffLists = true;
    let release!: () => void;
    const slow = cache.staffList(
      6,
      0,
      () => new Promise<{ n: number }>((resolve) => (release = () => resolve({ n: 0 }))),
    );
    cache.dropStaffLists();
    release();
    await slow;
    expect(await cache.staffList(6, 0, build)).toEqual({ n: 3 });
  });

  it("builds staff's list once for the reads of one turn where lists are not kept, and afresh after", async () => {
    const cache = new EventsCache();
    let builds = 0;
    const releases: (() => void)[] = [];
    const build = () =>
      new Promise<{ n: number }>((resolve) => {
        const n = ++builds;
        releases.push(() => resolve({ n }));
      });
    const turn = [cache.staffList(5, 0, build), cache.staffList(5, 0, build)];
    const otherEvent = cache.staffList(6, 0, build);
    // Nothing is read before the turn in which the reads came has ended.
    expect(builds).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(builds).toBe(2);
    // A read that comes while the build runs waits for a build of its own, started after.
    const later = [cache.staffList(5, 0, build), cache.staffList(5, 0, build)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(builds).toBe(2);
    releases[0]!();
    releases[1]!();
    expect(await Promise.all(turn)).toEqual([{ n: 1 }, { n: 1 }]);
    expect(await otherEvent).toEqual({ n: 2 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(builds).toBe(3);
    releases[2]!();
    expect(await Promise.all(later)).toEqual([{ n: 3 }, { n: 3 }]);
    // Nothing kept: the next turn's read builds again.
    const next = cache.staffList(5, 0, build);
    await new Promise((resolve) => setImmediate(resolve));
    releases[3]!();
    expect(await next).toEqual({ n: 4 });
  });

  it("gives a failed shared build's error to each read that waited for it, and builds again", async () => {
    const cache = new EventsCache();
    const failing = () => Promise.reject(new Error('no such event'));
    const reads = [cache.staffList(7, 0, failing), cache.staffList(7, 0, failing)];
    for (const read of reads) await expect(read).rejects.toThrow('no such event');
    expect(await cache.staffList(7, 0, async () => ({ n: 1 }))).toEqual({ n: 1 });
  });
});

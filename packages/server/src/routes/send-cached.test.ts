import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RulesCache } from '../modules/rules/rules-cache';
import { matchesEtag, sendCached } from './send-cached';

describe('sendCached', () => {
  it('compresses an answer built while holding nothing only in the coding it sends', async () => {
    const cache = new RulesCache();
    cache.hold(false);
    const large = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Evne ${i}` }));
    const built = await cache.get('abilities', async () => large);
    expect(built.gzip).toBeNull();
    expect(built.brotli).toBeNull();

    const sent = async (acceptEncoding: string) => {
      const headers: Record<string, string> = {};
      let payload: Buffer | undefined;
      const reply = {
        header(name: string, value: string) {
          headers[name] = value;
          return reply;
        },
        code() {
          return reply;
        },
        send(bytes?: Buffer) {
          payload = bytes;
          return reply;
        },
      };
      const request = { headers: { 'accept-encoding': acceptEncoding } };
      await sendCached(
        request as unknown as FastifyRequest,
        reply as unknown as FastifyReply,
        cache.get('abilities', async () => large),
      );
      return { headers, payload: payload as Buffer };
    };
    const br = await sent('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.payload).toString('utf8'))).toEqual(large);
    const gz = await sent('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.payload).toString('utf8'))).toEqual(large);
    const none = await sent('identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.payload.toString('utf8'))).toEqual(large);
  });
});

describe('matchesEtag', () => {
  it('matches a listed tag, a weak form of it and the wildcard, but not another tag', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });

  it('matches the tag of the gzipped representation too', () => {
    expect(matchesEtag('"abc.gz"', '"abc"')).toBe(true);
    expect(matchesEtag('"abc.br"', '"abc"')).toBe(true);
    expect(matchesEtag('"abd.gz"', '"abc"')).toBe(false);
  });
});

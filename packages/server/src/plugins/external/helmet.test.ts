import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';

describe('Strict-Transport-Security', () => {
  it('is sent on every answer when the public address is https, and never over http', async () => {
    const secure = await buildTestApp({ publicUrl: 'https://klub.example.org/' });
    const plain = await buildTestApp({ publicUrl: 'http://192.168.1.10:3000/' });
    try {
      for (const url of ['/api/health', '/api/nothing', '/api/docs']) {
        const a = await secure.app.inject({ method: 'GET', url });
        expect(a.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
        const b = await plain.app.inject({ method: 'GET', url });
        expect(b.headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await secure.close();
      await plain.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';

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

describe('Cache-Control on API answers', () => {
  it('is no-store unless the route sets its own', async () => {
    const t = await buildTestApp();
    try {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.org', password: 'wrong password here' },
      });
      expect(login.headers['cache-control']).toBe('no-store');
      for (const url of ['/api/health', '/api/nothing', '/api/users']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      const user = await createUser(t.app);
      const rules = await t.app.inject({
        method: 'GET',
        url: '/api/races-classes',
        headers: bearer(user.token),
      });
      expect(rules.statusCode).toBe(200);
      expect(rules.headers['cache-control']).toBe('private, no-cache');
    } finally {
      await t.close();
    }
  });
});

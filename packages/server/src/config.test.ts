import { describe, expect, it } from 'vitest';
import { loadConfig, normalizeBasePath, parseTrustProxy } from './config';

const secret = { JWT_SECRET: 'a-secret-that-is-long-enough-for-the-check-0123' };

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ ...secret, DATA_DIR: '/tmp/club-config-test' });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.basePath).toBe('/');
    expect(config.startingXp).toBe(10);
    expect(config.databaseUrl).toBe('sqlite:/tmp/club-config-test/app.sqlite');
    expect(config.trustProxy).toBe(false);
  });

  it('takes an http(s) rules address and refuses anything else', () => {
    expect(loadConfig({ ...secret, RULES_URL: 'https://example.org/regler' }).rulesUrl).toBe(
      'https://example.org/regler',
    );
    expect(() => loadConfig({ ...secret, RULES_URL: 'javascript:alert(1)' })).toThrow(/RULES_URL/);
  });

  it('takes a redis:// or rediss:// address and refuses anything else without echoing it', () => {
    expect(loadConfig(secret).redisUrl).toBeNull();
    expect(loadConfig({ ...secret, REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(loadConfig({ ...secret, REDIS_URL: 'rediss://:pw@cache.example:6380/2' }).redisUrl).toBe(
      'rediss://:pw@cache.example:6380/2',
    );
    expect(() => loadConfig({ ...secret, REDIS_URL: 'http://cache.example' })).toThrow(
      /REDIS_URL must begin with redis:\/\/ or rediss:\/\//,
    );
    expect(() => loadConfig({ ...secret, REDIS_URL: 'cache.example:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ ...secret, REDIS_URL: 'redis://' })).toThrow(
      /REDIS_URL names no host/,
    );
    expect(() => loadConfig({ ...secret, REDIS_URL: 'http://:secret-pw@cache' })).toThrow(
      /^(?!.*secret-pw)/,
    );
  });

  it('refuses a port that is not a number and a short secret', () => {
    expect(() => loadConfig({ ...secret, PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});

describe('normalizeBasePath', () => {
  it('always begins and ends with a slash', () => {
    expect(normalizeBasePath(undefined)).toBe('/');
    expect(normalizeBasePath('klub')).toBe('/klub/');
    expect(normalizeBasePath('/klub')).toBe('/klub/');
    expect(normalizeBasePath('//a/b//')).toBe('/a/b/');
  });
});

describe('parseTrustProxy', () => {
  it('reads booleans, hop counts and address lists', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});

import { describe, expect, it } from 'vitest';
import { returnTo } from './return-to';

describe('where a login returns to', () => {
  it('returns to the page that asked for the login', () => {
    expect(returnTo({ from: '/events/3/check-in/abc' }, '/dashboard')).toBe(
      '/events/3/check-in/abc',
    );
  });

  it('goes to the fallback for anything that is not a page inside the app', () => {
    for (const state of [null, {}, { from: 3 }, { from: '//evil.example' }, { from: 'x' }]) {
      expect(returnTo(state, '/dashboard')).toBe('/dashboard');
    }
    expect(returnTo({ from: '/auth' }, '/dashboard')).toBe('/dashboard');
  });
});

import { describe, expect, it } from 'vitest';
import { checkPassword } from './password-policy';

const astrid = { email: 'astrid.ulv@example.com', name: 'Astrid Ulvsdatter' };

describe('checkPassword', () => {
  it.each([
    ['nine char', 'tooShort'],
    ['aaaaaaaaaaaa', 'repeated'],
    ['astrid.ulv@example.com', 'containsEmail'],
    ['my astrid.ulv secret', 'containsEmail'],
    ['ASTRID.ULV-forever', 'containsEmail'],
    ['Astrid Ulvsdatter', 'containsName'],
    ['ulvsdatter rocks', 'containsName'],
  ] as const)('refuses %j as %s', (password, problem) => {
    expect(checkPassword({ password, ...astrid })).toBe(problem);
  });

  it('accepts a long password that has none of them', () => {
    expect(checkPassword({ password: 'ny-og-hemmelig', ...astrid })).toBeNull();
  });

  it('lets short parts of a name or email be, so common letters stay usable', () => {
    expect(
      checkPassword({ password: 'channel of the bo', email: 'bo@x.dk', name: 'Bo' }),
    ).toBeNull();
  });

  it('asks the given list last, for the common ones', () => {
    const listed = (password: string) => password === 'qwertyuiop';
    expect(checkPassword({ password: 'qwertyuiop' }, listed)).toBe('common');
    expect(checkPassword({ password: 'aaaaaaaaaaaa' }, listed)).toBe('repeated');
  });
});

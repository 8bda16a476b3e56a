import { describe, expect, it } from 'vitest';
import { apiKey } from '../../api/api-query';
import { pathOfKey } from './keep-what-was-read';

describe('the path of a read', () => {
  it('is the path its cache key was made from', () => {
    for (const path of [
      'events/3/signups',
      'characters/active/special-abilities?type=Sprog',
      'races-classes',
    ]) {
      expect(pathOfKey(apiKey(path))).toBe(path);
    }
    expect(pathOfKey(['session', 3])).toBeNull();
    expect(pathOfKey([])).toBeNull();
  });
});

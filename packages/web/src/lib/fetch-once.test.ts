import { describe, expect, it, vi } from 'vitest';
import { fetchOnce } from './fetch-once';

describe('code fetched on demand', () => {
  it('is fetched once for every place that asks, and kept', async () => {
    const load = vi.fn(async () => 'code');
    const code = fetchOnce(load);
    expect(code.fetched()).toBeUndefined();
    const [first, second] = await Promise.all([code.fetch(), code.fetch()]);
    expect([first, second]).toEqual(['code', 'code']);
    expect(code.fetched()).toBe('code');
    await code.fetch();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is fetched again after a failure, as when the signal comes back', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('code');
    const code = fetchOnce(load);
    await expect(code.fetch()).rejects.toThrow('Failed to fetch');
    expect(code.fetched()).toBeUndefined();
    await expect(code.fetch()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowsInSteps } from './use-rows-in-steps';

const list = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('useRowsInSteps', () => {
  it('gives a short list whole, at once', () => {
    const rows = list(5);
    const { result } = renderHook(() => useRowsInSteps(rows));
    expect(result.current).toBe(rows);
  });

  it('starts a long list with its first rows and draws the rest in steps', async () => {
    const rows = list(300);
    const { result } = renderHook(() => useRowsInSteps(rows));
    expect(result.current.length).toBeLessThan(300);
    expect(result.current).toEqual(rows.slice(0, result.current.length));
    await waitFor(() => expect(result.current).toBe(rows));
  });

  it('keeps what is drawn when the list narrows, and widens again in steps', async () => {
    const all = list(300);
    const { result, rerender } = renderHook(({ rows }) => useRowsInSteps(rows), {
      initialProps: { rows: all },
    });
    await waitFor(() => expect(result.current).toBe(all));
    const few = all.filter((n) => n % 50 === 0);
    rerender({ rows: few });
    expect(result.current).toBe(few);
    const again = [...all];
    act(() => rerender({ rows: again }));
    expect(result.current.length).toBeLessThan(300);
    await waitFor(() => expect(result.current).toBe(again));
  });

  it('gives back the same rows when a new list holds the very same ones', async () => {
    const all = list(300);
    const { result, rerender } = renderHook(({ rows }) => useRowsInSteps(rows), {
      initialProps: { rows: all },
    });
    await waitFor(() => expect(result.current).toBe(all));
    rerender({ rows: [...all] });
    expect(result.current).toBe(all);
    const partly = list(40);
    rerender({ rows: partly });
    const drawn = result.current;
    rerender({ rows: [...partly] });
    expect(result.current).toBe(drawn);
  });
});

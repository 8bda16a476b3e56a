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

  it('takes its own first count and step: a sheet of six columns draws two, then one at a time', async () => {
    const columns = list(6);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const drawn = useRowsInSteps(columns, { first: 2, step: 1 });
      seen.push(drawn.length);
      return drawn;
    });
    expect(result.current).toEqual([0, 1]);
    await waitFor(() => expect(result.current).toBe(columns));
    expect([...new Set(seen)]).toEqual([2, 3, 4, 5, 6]);
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

import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptRows } from './use-kept-rows';

const asta = { name: 'Asta' };
const bo = { name: 'Bo' };
const carl = { name: 'Carl' };
const dorte = { name: 'Dorte' };
const emil = { name: 'Emil' };
const people = [asta, bo, carl, dorte, emil];

describe('useKeptRows', () => {
  it('renders the rows shown, all of them shown', () => {
    const { result } = renderHook(() => useKeptRows(people, people));
    expect(result.current.rows).toEqual(people);
    expect([...result.current.shown]).toEqual(people);
  });

  it('keeps the rows a narrower search leaves out, hidden, and shows them again as it widens', () => {
    const { result, rerender } = renderHook(({ shown }) => useKeptRows(people, shown), {
      initialProps: { shown: people },
    });
    rerender({ shown: [bo, dorte] });
    expect(result.current.rows).toEqual(people);
    expect(result.current.shown.has(bo)).toBe(true);
    expect(result.current.shown.has(asta)).toBe(false);
    rerender({ shown: people });
    expect(result.current.rows).toEqual(people);
    expect(result.current.shown.size).toBe(5);
  });

  it('renders a row first when it is first shown, in the list order', () => {
    const { result, rerender } = renderHook(({ shown }) => useKeptRows(people, shown), {
      initialProps: { shown: [asta, bo] },
    });
    expect(result.current.rows).toEqual([asta, bo]);
    rerender({ shown: [emil] });
    expect(result.current.rows).toEqual([asta, bo, emil]);
    expect([...result.current.shown]).toEqual([emil]);
  });

  it('lets go of a row that left the list', () => {
    const carlAgain = { name: 'Carl' };
    const { result, rerender } = renderHook(({ all, shown }) => useKeptRows(all, shown), {
      initialProps: { all: people, shown: people },
    });
    const next = [asta, bo, carlAgain, dorte, emil];
    rerender({ all: next, shown: [asta] });
    expect(result.current.rows).toEqual([asta, bo, dorte, emil]);
    expect(result.current.rows).not.toContain(carl);
    rerender({ all: next, shown: next });
    expect(result.current.rows).toEqual(next);
  });
});

import { startTransition, useEffect, useMemo, useState } from 'react';

/** How many rows a list starts with, and how many each frame after that adds. */
export interface Steps {
  first: number;
  step: number;
}

/**
 * A long list of small rows: more than a phone's screen shows at once, then a step a slow
 * phone mounts well within a frame.
 */
const ROW_STEPS: Steps = { first: 20, step: 20 };

/** Whether two lists hold the same rows in the same order. */
function sameRows<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A long list drawn in steps: its first rows at once, the rest a step per frame (each in a
 * transition, so a tap or a key goes first), until every row is there. A new list keeps as
 * many rows as are drawn now, so narrowing a search draws nothing new and widening it
 * again mounts the returning rows in steps instead of all in one frame. A new list of the
 * very same rows (a search's next letter that leaves everyone) is not a change: the rows
 * given back stay the same array, so what is built from them need not be built again.
 */
export function useRowsInSteps<T>(
  given: readonly T[],
  { first, step }: Steps = ROW_STEPS,
): readonly T[] {
  const [drawn, setDrawn] = useState({ rows: given, count: Math.min(given.length, first) });
  let current = drawn;
  if (drawn.rows !== given && !sameRows(drawn.rows, given)) {
    // Adjusting state while rendering, as React advises for state derived from props.
    current = {
      rows: given,
      count: Math.min(given.length, Math.max(first, Math.min(drawn.count, drawn.rows.length))),
    };
    setDrawn(current);
  }
  const { rows, count } = current;

  useEffect(() => {
    if (count >= rows.length) return undefined;
    const frame = requestAnimationFrame(() => {
      startTransition(() => {
        setDrawn((now) =>
          now.rows === rows ? { rows, count: Math.min(rows.length, now.count + step) } : now,
        );
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [rows, count, step]);

  return useMemo(() => (count >= rows.length ? rows : rows.slice(0, count)), [rows, count]);
}

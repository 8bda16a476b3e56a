import { startTransition, useEffect, useMemo, useState } from 'react';

/** Rows a long list starts with: more than a phone's screen shows. */
const FIRST_ROWS = 20;
/** Rows added per frame after that: a step a slow phone mounts well within a frame. */
const STEP_ROWS = 20;

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
export function useRowsInSteps<T>(given: readonly T[]): readonly T[] {
  const [drawn, setDrawn] = useState({ rows: given, count: Math.min(given.length, FIRST_ROWS) });
  let current = drawn;
  if (drawn.rows !== given && !sameRows(drawn.rows, given)) {
    // Adjusting state while rendering, as React advises for state derived from props.
    current = {
      rows: given,
      count: Math.min(given.length, Math.max(FIRST_ROWS, Math.min(drawn.count, drawn.rows.length))),
    };
    setDrawn(current);
  }
  const { rows, count } = current;

  useEffect(() => {
    if (count >= rows.length) return undefined;
    const frame = requestAnimationFrame(() => {
      startTransition(() => {
        setDrawn((now) =>
          now.rows === rows ? { rows, count: Math.min(rows.length, now.count + STEP_ROWS) } : now,
        );
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [rows, count]);

  return useMemo(() => (count >= rows.length ? rows : rows.slice(0, count)), [rows, count]);
}

import { startTransition, useEffect, useState } from 'react';

/** Rows a long list starts with: more than a phone's screen shows. */
const FIRST_ROWS = 20;
/** Rows added per frame after that: a step a slow phone mounts well within a frame. */
const STEP_ROWS = 20;

/**
 * A long list drawn in steps: its first rows at once, the rest a step per frame (each in a
 * transition, so a tap or a key goes first), until every row is there. A new list keeps as
 * many rows as are drawn now, so narrowing a search draws nothing new and widening it
 * again mounts the returning rows in steps instead of all in one frame.
 */
export function useRowsInSteps<T>(rows: readonly T[]): readonly T[] {
  const [drawn, setDrawn] = useState({ rows, count: Math.min(rows.length, FIRST_ROWS) });
  let current = drawn;
  if (drawn.rows !== rows) {
    // Adjusting state while rendering, as React advises for state derived from props.
    current = {
      rows,
      count: Math.min(rows.length, Math.max(FIRST_ROWS, Math.min(drawn.count, drawn.rows.length))),
    };
    setDrawn(current);
  }
  const { count } = current;

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

  return count >= rows.length ? rows : rows.slice(0, count);
}

import { useMemo, useState } from 'react';

interface Kept<T> {
  all: readonly T[];
  rows: ReadonlySet<T>;
}

/**
 * A searched list whose rows, once drawn, stay: narrowing the search hides the rows it
 * leaves out instead of removing them, and widening it shows them again. Removing a few
 * hundred rows at once is one long frame on a slow phone (the gate, as a name is typed);
 * hiding them is an attribute each. `all` is the list in its order, `shown` the rows to
 * show now (a part of `all`, as useRowsInSteps gives it). Returns the rows to render, in
 * `all`'s order, and which of them to show; a row that left `all` is let go.
 */
export function useKeptRows<T>(
  all: readonly T[],
  shown: readonly T[],
): { rows: readonly T[]; shown: ReadonlySet<T> } {
  const [kept, setKept] = useState<Kept<T>>(() => ({ all, rows: new Set(shown) }));
  let current = kept;
  if (current.all !== all) {
    current = { all, rows: new Set(all.filter((row) => current.rows.has(row))) };
  }
  const added = shown.filter((row) => !current.rows.has(row));
  if (added.length > 0) current = { all, rows: new Set([...current.rows, ...added]) };
  if (current !== kept) {
    // Adjusting state while rendering, as React advises for state derived from props.
    setKept(current);
  }
  const { rows } = current;
  const ordered = useMemo(() => all.filter((row) => rows.has(row)), [all, rows]);
  const showing = useMemo(() => new Set(shown), [shown]);
  return { rows: ordered, shown: showing };
}

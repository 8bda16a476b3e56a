import { useState } from 'react';

/**
 * The moment the screen was opened, fixed for its renders: what counts as upcoming or
 * past does not shift while the member reads it.
 */
export function useNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}

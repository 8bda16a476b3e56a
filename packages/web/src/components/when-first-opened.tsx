import { Suspense, useState, type ReactNode } from 'react';

/**
 * Draws a dialog (usually a `lazy` one) only from the first time it is opened, and keeps
 * it from then on so that it closes with its transition: a page that may ask something
 * does not download the dialog's code with its first paint.
 */
export function WhenFirstOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

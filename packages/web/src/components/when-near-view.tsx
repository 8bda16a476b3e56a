import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws `children` (usually a `lazy` section) once the place kept for it comes near the
 * screen: a part far below what a page first shows loads its code and its data when the
 * reader scrolls towards it, not with the page. The place keeps `minHeight` meanwhile, so
 * that what follows does not jump when it fills.
 */
export function WhenNearView({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // A screen ahead: the section is usually there by the time it scrolls into view.
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div ref={place} style={{ minHeight }} />;
  if (!near) return placeholder;
  return <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense>;
}

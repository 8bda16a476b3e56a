import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a scrolling box holds more than shows, below what is in view: the cue that tells a
 * manager a column goes on (Skovløber and Snigmorder once hid past 480 px with no sign).
 */
export function useMoreBelow(ref: RefObject<HTMLElement | null>, deps: unknown[] = []): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setMore(box.scrollHeight - box.scrollTop - box.clientHeight > 4);
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-measure when the items change
  }, [ref, ...deps]);
  return more;
}

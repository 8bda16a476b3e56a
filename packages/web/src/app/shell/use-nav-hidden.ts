import { useCallback, useEffect, useState } from 'react';

/**
 * True once the page has been scrolled down past `thresholdPx`, false again as soon as
 * it scrolls up (SPEC.md 2.2). `show()` brings the navigation back, e.g. when it gets
 * keyboard focus.
 */
export function useNavHidden(thresholdPx: number): { hidden: boolean; show: () => void } {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    // Read in the next frame, where the browser lays the page out anyway: read here, right
    // after the frame has mounted, it would force that layout inside this task.
    let last = 0;
    let frame = window.requestAnimationFrame(() => {
      frame = 0;
      last = window.scrollY;
    });
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= thresholdPx) setHidden(false);
      else if (y > last) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [thresholdPx]);

  const show = useCallback(() => setHidden(false), []);
  return { hidden, show };
}

import { useLayoutEffect, useRef } from 'react';

/** Font sizes tried, in px: a short sheet reads large; a long one shrinks to fit. */
const LARGEST = 14;
const SMALLEST = 5;
const STEP = 0.25;

/**
 * Shrinks the text of `content` until it fits the height of `frame`: measured in the
 * browser, so a long sheet never spills onto a second page. Fits again once web fonts
 * and pictures have arrived, since they change the heights.
 */
export function useFitToPage<F extends HTMLElement, C extends HTMLElement>(deps: unknown[]) {
  const frame = useRef<F>(null);
  const content = useRef<C>(null);

  useLayoutEffect(() => {
    const fit = () => {
      const box = frame.current;
      const inner = content.current;
      if (!box || !inner) return;
      // The room inside the frame's padding is what the content may fill.
      const style = getComputedStyle(box);
      const room =
        box.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      let size = LARGEST;
      inner.style.fontSize = `${size}px`;
      while (inner.scrollHeight > room + 0.5 && size > SMALLEST) {
        size -= STEP;
        inner.style.fontSize = `${size}px`;
      }
      inner.dataset.fitted = String(size);
    };
    fit();
    let cancelled = false;
    void document.fonts?.ready.then(() => {
      if (!cancelled) fit();
    });
    const images = [...(content.current?.querySelectorAll('img') ?? [])];
    for (const image of images) image.addEventListener('load', fit);
    return () => {
      cancelled = true;
      for (const image of images) image.removeEventListener('load', fit);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return { frame, content };
}

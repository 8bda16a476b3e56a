import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** The handlers an element needs for useHoverOrFocus to follow it. */
export interface HoverOrFocusHandlers {
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
  onFocus: () => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * Whether a mouse rests on an element (after `openDelayMs`, so a pointer passing over it
 * shows nothing) or the keyboard's focus is on it: when a tooltip should show. A touch
 * shows nothing (a phone has a button for the same), and Escape hides it until the pointer
 * or the focus comes again.
 */
export function useHoverOrFocus(openDelayMs: number): {
  shown: boolean;
  handlers: HoverOrFocusHandlers;
} {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handlers: HoverOrFocusHandlers = {
    onPointerEnter: (event) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setDismissed(false);
        setHovered(true);
      }, openDelayMs);
    },
    onPointerLeave: () => {
      clearTimeout(timer.current);
      setHovered(false);
    },
    onFocus: () => {
      setDismissed(false);
      setFocused(true);
    },
    onBlur: () => setFocused(false),
    onKeyDown: (event) => {
      if (event.key === 'Escape') setDismissed(true);
    },
  };
  return { shown: (hovered || focused) && !dismissed, handlers };
}

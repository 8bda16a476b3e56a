import { cloneElement, useCallback, useEffect, useState, type ReactElement, type Ref } from 'react';
import { fetchOnce } from '../lib/fetch-once';
import type { PopoverOpenedProps } from './popover-opened';

const popoverCode = fetchOnce(async () => (await import('./popover-opened')).PopoverOpened);

/** What the button that opens the popover is given. */
interface PopoverTargetProps {
  ref?: Ref<HTMLButtonElement>;
  /** Set until the popover is there: the press that asks for it. */
  onClick?: () => void;
}

export interface PopoverOnDemandProps extends Omit<PopoverOpenedProps, 'target' | 'defaultOpened'> {
  /** The button (its press and ref are the popover's; it sets neither). */
  target: ReactElement<PopoverTargetProps>;
}

/**
 * A button that opens a popover (details behind an info button, where a grant came from),
 * where the popover is made only when first pressed and its code, the floating-element
 * library under it, is fetched then: a sheet with dozens of such buttons draws plain ones
 * and downloads none of it. The press opens it at once when the code is there and as it
 * arrives when not, the focus staying on the button; where it cannot be fetched (no signal,
 * not yet cached) the button stays as it was, and the next press tries again.
 */
export function PopoverOnDemand({ target, ...popover }: PopoverOnDemandProps) {
  const [Opened, setOpened] = useState(() => popoverCode.fetched());
  const [asked, setAsked] = useState(false);
  // The button is drawn anew inside the popover: the focus goes back to it.
  const focusWhenDrawn = useCallback((button: HTMLButtonElement | null) => button?.focus(), []);

  useEffect(() => {
    if (!asked || Opened) return undefined;
    let live = true;
    popoverCode.fetch().then(
      (loaded) => live && setOpened(() => loaded),
      () => live && setAsked(false),
    );
    return () => {
      live = false;
    };
  }, [asked, Opened]);

  if (!asked || !Opened) return cloneElement(target, { onClick: () => setAsked(true) });
  return (
    <Opened {...popover} defaultOpened target={cloneElement(target, { ref: focusWhenDrawn })} />
  );
}

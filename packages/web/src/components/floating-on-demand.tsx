import { useEffect, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import type { MouseEventHandler } from 'react';
import type { PopoverProps, TooltipProps } from '@mantine/core';

/**
 * Mantine's popovers and tooltips bring their positioning library (floating-ui) and, for
 * each one drawn, hooks that cost a phone time as a page first draws. A page with dozens
 * of them (the sheet) draws plain buttons instead and loads the floating parts on the
 * first tap, or, for tooltips, as soon as they are drawn.
 */
type FloatingParts = typeof import('./floating-parts');
let parts: FloatingParts | null = null;

/**
 * Loads the floating parts. A page that draws tooltips waits for them first: a tooltip
 * drawn before its parts are there draws its button again when they arrive, and a button
 * that has the focus then loses it.
 */
export async function loadFloatingParts(): Promise<FloatingParts> {
  parts ??= await import('./floating-parts');
  return parts;
}

function useFloatingParts(wanted: boolean): FloatingParts | null {
  const [loaded, setLoaded] = useState(parts);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    void loadFloatingParts().then((next) => live && setLoaded(next));
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}

export interface TargetProps {
  onClick?: MouseEventHandler<HTMLButtonElement>;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A popover whose target, a button, is drawn by `target`. Until the first tap it is the
 * button alone; the tap loads the popover, which opens at once with the focus kept on its
 * button.
 */
export function PopoverOnDemand({
  target,
  children,
  ...popover
}: Omit<PopoverProps, 'children'> & {
  target: (props: TargetProps) => ReactElement;
  children: ReactNode;
}) {
  const [asked, setAsked] = useState(false);
  const loaded = useFloatingParts(asked);
  if (!asked || !loaded) return target({ onClick: () => setAsked(true) });
  return (
    <loaded.LoadedPopover target={target} popover={popover}>
      {children}
    </loaded.LoadedPopover>
  );
}

/** A tooltip around `children`; until its parts are there, the children alone. */
export function TooltipOnDemand({ children, ...tooltip }: TooltipProps) {
  const loaded = useFloatingParts(true);
  if (!loaded) return children;
  return <loaded.LoadedTooltip {...tooltip}>{children}</loaded.LoadedTooltip>;
}

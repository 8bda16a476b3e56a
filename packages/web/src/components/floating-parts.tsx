import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { Popover, Tooltip, type PopoverProps, type TooltipProps } from '@mantine/core';
import type { TargetProps } from './floating-on-demand';

/** The popover of PopoverOnDemand, drawn after the tap that asked for it: open already. */
export function LoadedPopover({
  target,
  popover,
  children,
}: {
  target: (props: TargetProps) => ReactElement;
  popover: Omit<PopoverProps, 'children'>;
  children: ReactNode;
}) {
  const targetRef = useRef<HTMLButtonElement>(null);
  // The tapped button was the plain one: the focus goes on to the one that replaced it.
  useEffect(() => {
    if (document.activeElement === document.body) targetRef.current?.focus();
  }, []);
  return (
    <Popover defaultOpened {...popover}>
      <Popover.Target>{target({ ref: targetRef })}</Popover.Target>
      <Popover.Dropdown>{children}</Popover.Dropdown>
    </Popover>
  );
}

/** The tooltip of TooltipOnDemand. */
export function LoadedTooltip(props: TooltipProps) {
  return <Tooltip {...props} />;
}

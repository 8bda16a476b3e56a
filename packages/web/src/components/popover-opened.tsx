import type { ReactElement } from 'react';
import { Popover, type PopoverProps } from '@mantine/core';

export interface PopoverOpenedProps extends Omit<PopoverProps, 'children'> {
  /** The button the popover hangs from. */
  target: ReactElement;
  /** What it shows. */
  dropdown: ReactElement;
}

/** The popover of PopoverOnDemand, fetched the first time one is asked for. */
export function PopoverOpened({ target, dropdown, ...popover }: PopoverOpenedProps) {
  return (
    <Popover {...popover}>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>{dropdown}</Popover.Dropdown>
    </Popover>
  );
}

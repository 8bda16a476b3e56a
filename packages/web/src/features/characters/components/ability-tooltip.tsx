import type { RefObject } from 'react';
import { Tooltip } from '@mantine/core';
import type { ProfessionAbility } from '@club/shared/contract/rules';
import { AbilityDetails } from './ability-details';

export interface AbilityTooltipProps {
  ability: ProfessionAbility;
  /** The cell's button it describes. */
  target: RefObject<HTMLButtonElement | null>;
  opened: boolean;
  /** Its text's id, which the button names as what describes it while it shows. */
  id: string;
}

/**
 * A cell's details on a wide screen, beside its button rather than around it: the button
 * is drawn before this code arrives and is not drawn anew (nor loses the focus) when it does.
 */
export function AbilityTooltip({ ability, target, opened, id }: AbilityTooltipProps) {
  return (
    <Tooltip
      target={target}
      opened={opened}
      // The id on the text, not the tooltip: the tooltip's own id is its library's.
      label={
        <div id={id}>
          <AbilityDetails ability={ability} />
        </div>
      }
      multiline
      w={280}
      withArrow
      position="right"
      // The right-hand column's tooltips flip and shift to stay on the screen.
      middlewares={{ flip: true, shift: { padding: 8 }, inline: false }}
      withinPortal
      color="dark"
    />
  );
}

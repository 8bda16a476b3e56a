import { useTranslation } from '../../../i18n/use-translation';
import {
  ActionIcon,
  Group,
  Paper,
  Popover,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { ProfessionAbility } from '@club/shared/contract/rules';
import { GiPadlock, GiSparkles } from 'react-icons/gi';
import { MdInfoOutline } from 'react-icons/md';
import type { CellState } from '../hooks/use-ability-sheet';
import { HyphenatedText } from '../../../components/hyphenated-text';
import { AbilityDetails } from './ability-details';
import { SpecialAbilitySelect } from './special-ability-select';
import classes from './ability-sheet.module.css';

interface AbilityCellProps {
  ability: ProfessionAbility;
  professionId: number;
  state: CellState;
  savedSpecialName: string | null;
  onToggle: () => void;
  onChooseSpecial: (specialAbilityId: number | null) => void;
  /** Set when a lock was refused because this cell's special ability is not chosen. */
  missingSpecial?: { message: string; focusRequest: number } | null;
  /**
   * Where the details show: in a tooltip on hover and focus on a wide screen, behind an
   * info button on a phone. Each cell mounts only its own kind: a sheet has dozens of
   * cells, and each floating element costs a phone time as the sheet first draws.
   */
  details: 'tooltip' | 'button';
}

/**
 * One level of a profession on the sheet: its name and cost, a star when it has special
 * abilities, and why it cannot be chosen when it cannot. The details show on hover and
 * keyboard focus, and behind the info button on a touch screen.
 */
export function AbilityCell({
  ability,
  professionId,
  state,
  savedSpecialName,
  onToggle,
  onChooseSpecial,
  missingSpecial,
  details,
}: AbilityCellProps) {
  const { t } = useTranslation();
  const selected = state.kind === 'selected';
  const locked = selected && state.locked;
  const blocked = state.kind === 'blocked';
  const reasonId = `reason-${professionId}-${ability.id}`;
  const reason = blocked
    ? t(`abilitiesSheet.reasons.${state.refusal.code.replace(/^characters\./, '')}`, {
        ...state.refusal.params,
        defaultValue: t(state.refusal.code, state.refusal.params),
      })
    : locked
      ? t('abilitiesSheet.lockedReason')
      : null;

  const toggle = (
    <UnstyledButton
      onClick={onToggle}
      aria-pressed={selected}
      aria-disabled={blocked || locked || undefined}
      aria-describedby={reason ? reasonId : undefined}
      style={{
        flex: 1,
        minWidth: 0,
        cursor: blocked || locked ? 'not-allowed' : 'pointer',
      }}
      p={2}
    >
      <Text
        className={classes.abilityName}
        fw={600}
        lh={1.25}
        c={blocked ? 'gray.7' : undefined}
        // A name wraps between its words; a word wider than the whole cell is hyphenated
        // between syllables, and breaks anywhere only as the very last resort.
        style={{ overflowWrap: 'break-word' }}
      >
        {ability.order_learned}. <HyphenatedText text={ability.name} />
        {ability.has_special_ability === 1 ? (
          <>
            {' '}
            <GiSparkles aria-hidden color="var(--mantine-color-parchment-8)" />
            <VisuallyHidden>{t('abilitiesSheet.hasSpecial')}</VisuallyHidden>
          </>
        ) : null}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Text size="xs" fw={700} c={blocked ? 'gray.7' : 'oxblood.8'}>
          {t('abilitiesSheet.xpCost', { count: ability.xpcost })}
        </Text>
        {locked ? (
          <>
            <GiPadlock aria-hidden size={12} />
            <VisuallyHidden>{t('abilitiesSheet.lockedMark')}</VisuallyHidden>
          </>
        ) : null}
        {selected && !locked ? (
          <VisuallyHidden>{t('abilitiesSheet.selectedMark')}</VisuallyHidden>
        ) : null}
      </Group>
    </UnstyledButton>
  );

  return (
    <Paper
      withBorder
      p={6}
      radius="sm"
      bg={selected ? 'oxblood.0' : blocked ? 'gray.0' : 'white'}
      style={{
        borderColor: missingSpecial
          ? 'var(--mantine-color-red-8)'
          : selected
            ? 'var(--mantine-color-oxblood-7)'
            : undefined,
        borderWidth: selected ? 2 : 1,
        borderStyle: blocked ? 'dashed' : 'solid',
      }}
    >
      <Stack gap={4}>
        <Group gap={4} wrap="nowrap" align="flex-start">
          {details === 'tooltip' ? (
            <Tooltip
              label={<AbilityDetails ability={ability} />}
              events={{ hover: true, focus: true, touch: false }}
              multiline
              w={280}
              withArrow
              openDelay={250}
              position="right"
              // The right-hand column's tooltips flip and shift to stay on the screen.
              middlewares={{ flip: true, shift: { padding: 8 }, inline: false }}
              withinPortal
              color="dark"
            >
              {toggle}
            </Tooltip>
          ) : (
            <>
              {toggle}
              <Popover
                withArrow
                shadow="md"
                position="bottom"
                width="min(260px, calc(100vw - 1rem))"
                // Inside the screen whichever column it opens from; a second tap or a tap
                // elsewhere closes it.
                middlewares={{ flip: true, shift: { padding: 8 }, inline: false }}
                withinPortal
                closeOnClickOutside
              >
                <Popover.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    size="sm"
                    hiddenFrom="sm"
                    aria-label={t('abilitiesSheet.detailsFor', { name: ability.name })}
                  >
                    <MdInfoOutline aria-hidden />
                  </ActionIcon>
                </Popover.Target>
                <Popover.Dropdown>
                  <AbilityDetails ability={ability} />
                </Popover.Dropdown>
              </Popover>
            </>
          )}
        </Group>
        {reason ? (
          <Text id={reasonId} size="xs" c="gray.8" lh={1.2}>
            {reason}
          </Text>
        ) : null}
        {selected && ability.has_special_ability === 1 ? (
          <SpecialAbilitySelect
            abilityId={ability.id}
            abilityName={ability.name}
            value={state.specialAbilityId}
            savedName={savedSpecialName}
            disabled={locked}
            onChange={onChooseSpecial}
            error={missingSpecial?.message ?? null}
            focusRequest={missingSpecial?.focusRequest}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

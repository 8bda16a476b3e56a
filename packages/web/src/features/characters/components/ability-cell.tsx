import { useEffect, useRef, useState } from 'react';
import { Popover, Tooltip } from '@mantine/core';
import type { ProfessionAbility } from '@club/shared/contract/rules';
import { GiPadlock, GiSparkles } from 'react-icons/gi';
import { MdInfoOutline } from 'react-icons/md';
import { useTranslation } from '../../../i18n/use-translation';
import type { CellState } from '../hooks/use-ability-sheet';
import { HyphenatedText } from '../../../components/hyphenated-text';
import { AbilityDetails } from './ability-details';
import { SpecialAbilitySelect } from './special-ability-select';
import classes from './ability-cell.module.css';

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
   * info button on a phone.
   */
  details: 'tooltip' | 'button';
}

/**
 * One level of a profession on the sheet: its name and cost, a star when it has special
 * abilities, and why it cannot be chosen when it cannot. The details show on hover and
 * keyboard focus, and behind the info button on a touch screen.
 *
 * A sheet has dozens of cells and a phone draws them all as the sheet first opens, so a
 * cell is plain elements styled by one stylesheet, and its details' floating element is
 * made only when they are first asked for.
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
    <button
      type="button"
      className={classes.toggle}
      onClick={onToggle}
      aria-pressed={selected}
      aria-disabled={blocked || locked || undefined}
      aria-describedby={reason ? reasonId : undefined}
    >
      <span className={classes.name}>
        {ability.order_learned}. <HyphenatedText text={ability.name} />
        {ability.has_special_ability === 1 ? (
          <>
            {' '}
            <GiSparkles aria-hidden className={classes.star} />
            <span className={classes.hidden}>{t('abilitiesSheet.hasSpecial')}</span>
          </>
        ) : null}
      </span>
      <span className={classes.costLine}>
        <span className={classes.cost}>
          {t('abilitiesSheet.xpCost', { count: ability.xpcost })}
        </span>
        {locked ? (
          <>
            <GiPadlock aria-hidden size={12} />
            <span className={classes.hidden}>{t('abilitiesSheet.lockedMark')}</span>
          </>
        ) : null}
        {selected && !locked ? (
          <span className={classes.hidden}>{t('abilitiesSheet.selectedMark')}</span>
        ) : null}
      </span>
    </button>
  );

  return (
    <div
      className={classes.cell}
      data-selected={selected || undefined}
      data-blocked={blocked || undefined}
      data-missing={missingSpecial ? true : undefined}
    >
      <div className={classes.top}>
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
            <DetailsButton ability={ability} />
          </>
        )}
      </div>
      {reason ? (
        <p id={reasonId} className={classes.reason}>
          {reason}
        </p>
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
    </div>
  );
}

/**
 * The info button of a cell on a phone. Until its first tap it is a plain button; the tap
 * puts it in a popover that opens at once, keeping the focus on the button.
 */
function DetailsButton({ ability }: { ability: ProfessionAbility }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asked) button.current?.focus();
  }, [asked]);

  const info = (
    <button
      ref={button}
      type="button"
      className={classes.info}
      aria-label={t('abilitiesSheet.detailsFor', { name: ability.name })}
      onClick={asked ? undefined : () => setAsked(true)}
    >
      <MdInfoOutline aria-hidden />
    </button>
  );
  if (!asked) return info;
  return (
    <Popover
      defaultOpened
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
      <Popover.Target>{info}</Popover.Target>
      <Popover.Dropdown>
        <AbilityDetails ability={ability} />
      </Popover.Dropdown>
    </Popover>
  );
}

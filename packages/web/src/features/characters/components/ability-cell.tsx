import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import type { ProfessionAbility } from '@club/shared/contract/rules';
import { GiPadlock, GiSparkles } from 'react-icons/gi';
import { MdInfoOutline } from 'react-icons/md';
import { useTranslation } from '../../../i18n/use-translation';
import type { CellState } from '../hooks/use-ability-sheet';
import { HyphenatedText } from '../../../components/hyphenated-text';
import { PopoverOnDemand } from '../../../components/popover-on-demand';
import { useHoverOrFocus } from '../../../components/use-hover-or-focus';
import { AbilityDetails } from './ability-details';
import type { AbilityTooltipProps } from './ability-tooltip';
import { SpecialAbilitySelect } from './special-ability-select';
import classes from './ability-cell.module.css';

// A wide screen's details come with the first hover or focus on a cell; where the code
// cannot be fetched (no signal, not yet cached) the cells stay as they are.
const AbilityTooltip = lazy<ComponentType<AbilityTooltipProps>>(() =>
  import('./ability-tooltip').then(
    (module) => ({ default: module.AbilityTooltip }),
    () => ({ default: () => null }),
  ),
);

/** How long a mouse rests on a cell before its details show. */
const DETAILS_DELAY_MS = 250;

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
 * cell is plain elements styled by one stylesheet, and its details' floating element (and
 * its code) is made only when they are first asked for.
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
  const detailsId = `details-${professionId}-${ability.id}`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hover = useHoverOrFocus(DETAILS_DELAY_MS);
  const tooltipShown = details === 'tooltip' && hover.shown;
  // Made at the first hover or focus, then kept, so it can fade out as it closes.
  const [tooltipMade, setTooltipMade] = useState(false);
  if (tooltipShown && !tooltipMade) setTooltipMade(true);
  const describedBy =
    [reason ? reasonId : null, tooltipShown ? detailsId : null].filter(Boolean).join(' ') ||
    undefined;

  const toggle = (
    <button
      ref={toggleRef}
      type="button"
      className={classes.toggle}
      onClick={onToggle}
      aria-pressed={selected}
      aria-disabled={blocked || locked || undefined}
      aria-describedby={describedBy}
      {...(details === 'tooltip' ? hover.handlers : {})}
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
        {toggle}
        {details === 'button' ? <DetailsButton ability={ability} /> : null}
        {tooltipMade ? (
          <Suspense fallback={null}>
            <AbilityTooltip
              ability={ability}
              target={toggleRef}
              opened={tooltipShown}
              id={detailsId}
            />
          </Suspense>
        ) : null}
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

/** The info button of a cell on a phone: a tap opens the details beneath it. */
function DetailsButton({ ability }: { ability: ProfessionAbility }) {
  const { t } = useTranslation();
  return (
    <PopoverOnDemand
      withArrow
      shadow="md"
      position="bottom"
      width="min(260px, calc(100vw - 1rem))"
      // Inside the screen whichever column it opens from; a second tap or a tap
      // elsewhere closes it.
      middlewares={{ flip: true, shift: { padding: 8 }, inline: false }}
      withinPortal
      closeOnClickOutside
      dropdown={<AbilityDetails ability={ability} />}
      target={
        <button
          type="button"
          className={classes.info}
          aria-label={t('abilitiesSheet.detailsFor', { name: ability.name })}
        >
          <MdInfoOutline aria-hidden />
        </button>
      }
    />
  );
}

import { memo, type ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Badge, Button } from '@mantine/core';
import { LuCameraOff, LuClock, LuPhone } from 'react-icons/lu';
import type { StaffSignup } from '@club/shared/contract/events';
import { hasArrived, owes, type Attendee } from '../../check-in/attendees';
import { GuardianPhones, MinorBadge } from '../minor-info';
import { PaymentBadge } from '../payment-badge';
import { useEventFormat } from '../use-event-format';
import classes from './attendee-row.module.css';

interface RowContentProps {
  attendee: Attendee;
  /** Stable across renders: rows re-render only when their own attendee changes. */
  onRecord: (signup: StaffSignup, kind: 'in' | 'out') => void;
  /** A settled event takes no more taps. */
  readOnly: boolean;
  /**
   * What another area shows for the attendee (the envelope to hand over), composed in
   * app/. Stable across renders like `onRecord`, so the row stays memoized.
   */
  extra?: (signup: StaffSignup) => ReactNode;
}

export interface AttendeeRowProps extends RowContentProps {
  /** Left out by the search: kept in the list, out of sight (lib/use-kept-rows.ts). */
  hidden?: boolean;
}

/**
 * One attendee at the gate: who, as whom, what to watch out for, and one big button.
 * Arrived and present: "Tjek ud"; not arrived, or left: "Tjek ind". Drawn 300 times on
 * a slow phone, so its frame is plain elements laid out by its stylesheet; only the
 * badges and the button are the library's components. Hidden and shown again by the
 * search without drawing its content again.
 */
export const AttendeeRow = memo(function AttendeeRow({
  attendee,
  onRecord,
  readOnly,
  extra,
  hidden,
}: AttendeeRowProps) {
  const present = hasArrived(attendee) && attendee.checked_out_at === null;
  const name = attendee.user_name;
  return (
    <li
      className={classes.row}
      hidden={hidden}
      data-arrived={present || undefined}
      aria-label={attendee.character_name ? `${name}, ${attendee.character_name}` : name}
    >
      <RowContent attendee={attendee} onRecord={onRecord} readOnly={readOnly} extra={extra} />
    </li>
  );
});

/** What a row shows: drawn again only when its attendee changes. */
const RowContent = memo(function RowContent({
  attendee,
  onRecord,
  readOnly,
  extra,
}: RowContentProps) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const arrived = hasArrived(attendee);
  const present = arrived && attendee.checked_out_at === null;
  const unpaid = owes(attendee);
  const name = attendee.user_name;

  return (
    <>
      <div className={classes.who}>
        <p className={classes.name}>{name}</p>
        <p className={classes.character}>
          {attendee.character_name ??
            t(
              // A member added by email without signal plays the character they have
              // active; the server names it once the walk-in is sent.
              attendee.queuedWalkIn && !attendee.guest && attendee.role === 'player'
                ? 'eventDay.checkIn.activeCharacter'
                : 'eventDay.checkIn.noCharacter',
            )}
        </p>
        <div className={classes.badges}>
          <Badge variant="outline" color="gray.8">
            {t(`events.role.${attendee.role}`)}
          </Badge>
          {attendee.guest ? (
            <Badge variant="outline" color="gray.8">
              {t('eventDay.checkIn.guestBadge')}
            </Badge>
          ) : null}
          {attendee.minor ? <MinorBadge /> : null}
          {attendee.amount_due > 0 ? <PaymentBadge status={attendee.payment_status} /> : null}
          {attendee.photo_consent ? null : (
            <Badge variant="outline" color="oxblood" leftSection={<LuCameraOff aria-hidden />}>
              {t('events.staff.noPhotos')}
            </Badge>
          )}
          {attendee.waiting > 0 ? (
            <Badge variant="filled" color="parchment.8" leftSection={<LuClock aria-hidden />}>
              {t('eventDay.checkIn.waitingBadge')}
            </Badge>
          ) : null}
        </div>
        {attendee.awaiting_consent ? (
          <p className={classes.warning} role="note">
            {t('eventDay.checkIn.consentWarning')}
          </p>
        ) : null}
        {unpaid || attendee.character_needs_review ? (
          <p className={classes.warning} role="note">
            {[
              unpaid
                ? t('eventDay.checkIn.unpaidWarning', {
                    amount: format.kroner(attendee.amount_owed),
                  })
                : null,
              attendee.character_needs_review ? t('eventDay.checkIn.reviewWarning') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
        {attendee.minor ? <GuardianPhones guardians={attendee.guardians} /> : null}
        {attendee.guest_phone ? (
          <p className={classes.phone}>
            <LuPhone aria-hidden style={{ flexShrink: 0 }} />
            <a href={`tel:${attendee.guest_phone.replace(/\s+/g, '')}`}>{attendee.guest_phone}</a>
          </p>
        ) : null}
        {extra?.(attendee)}
        {arrived ? (
          <p className={classes.arrival}>
            {attendee.checked_out_at
              ? t('eventDay.checkIn.left', {
                  arrived: format.clock(attendee.checked_in_at ?? ''),
                  left: format.clock(attendee.checked_out_at),
                })
              : t('eventDay.checkIn.arrivedAt', {
                  at: format.clock(attendee.checked_in_at ?? ''),
                })}
          </p>
        ) : null}
      </div>
      {/* A walk-in still on the phone has no sign-up to tap yet. */}
      {readOnly || attendee.queuedWalkIn ? null : present ? (
        <Button
          size="lg"
          variant="outline"
          className={classes.button}
          onClick={() => onRecord(attendee, 'out')}
          aria-label={t('events.staff.checkOutFor', { name })}
        >
          {t('events.staff.checkOut')}
        </Button>
      ) : (
        <Button
          size="lg"
          className={classes.button}
          disabled={attendee.awaiting_consent}
          onClick={() => onRecord(attendee, 'in')}
          aria-label={t('events.staff.checkInFor', { name })}
        >
          {t('events.staff.checkIn')}
        </Button>
      )}
    </>
  );
});

import { memo, type ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { LuCameraOff, LuClock, LuPhone } from 'react-icons/lu';
import type { StaffSignup } from '@club/shared/contract/events';
import { hasArrived, owes, type Attendee } from '../../check-in/attendees';
import { GuardianPhones, MinorBadge } from '../minor-info';
import { PaymentBadge } from '../payment-badge';
import { useEventFormat } from '../use-event-format';
import classes from './attendee-row.module.css';

export interface AttendeeRowProps {
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

/**
 * One attendee at the gate: who, as whom, what to watch out for, and one big button.
 * Arrived and present: "Tjek ud"; not arrived, or left: "Tjek ind".
 */
export const AttendeeRow = memo(function AttendeeRow({
  attendee,
  onRecord,
  readOnly,
  extra,
}: AttendeeRowProps) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const arrived = hasArrived(attendee);
  const present = arrived && attendee.checked_out_at === null;
  const unpaid = owes(attendee);
  const name = attendee.user_name;

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      className={classes.row}
      data-arrived={present || undefined}
      aria-label={attendee.character_name ? `${name}, ${attendee.character_name}` : name}
    >
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }} lh={1.25}>
            {name}
          </Text>
          <Text size="md" style={{ overflowWrap: 'anywhere' }}>
            {attendee.character_name ??
              t(
                // A member added by email without signal plays the character they have
                // active; the server names it once the walk-in is sent.
                attendee.queuedWalkIn && !attendee.guest && attendee.role === 'player'
                  ? 'eventDay.checkIn.activeCharacter'
                  : 'eventDay.checkIn.noCharacter',
              )}
          </Text>
          <Group gap={6} wrap="wrap">
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
          </Group>
          {attendee.awaiting_consent ? (
            <Text size="sm" fw={700} c="oxblood.8" role="note">
              {t('eventDay.checkIn.consentWarning')}
            </Text>
          ) : null}
          {unpaid || attendee.character_needs_review ? (
            <Text size="sm" fw={700} c="oxblood.8" role="note">
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
            </Text>
          ) : null}
          {attendee.minor ? <GuardianPhones guardians={attendee.guardians} /> : null}
          {attendee.guest_phone ? (
            <Group gap={4} wrap="nowrap">
              <LuPhone aria-hidden style={{ flexShrink: 0 }} />
              <Text
                size="sm"
                component="a"
                href={`tel:${attendee.guest_phone.replace(/\s+/g, '')}`}
              >
                {attendee.guest_phone}
              </Text>
            </Group>
          ) : null}
          {extra?.(attendee)}
          {arrived ? (
            <Text size="sm" fw={600}>
              {attendee.checked_out_at
                ? t('eventDay.checkIn.left', {
                    arrived: format.clock(attendee.checked_in_at ?? ''),
                    left: format.clock(attendee.checked_out_at),
                  })
                : t('eventDay.checkIn.arrivedAt', {
                    at: format.clock(attendee.checked_in_at ?? ''),
                  })}
            </Text>
          ) : null}
        </Stack>
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
      </Group>
    </Paper>
  );
});

import { useTranslation } from '../../../i18n/use-translation';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { LuCameraOff, LuMail } from 'react-icons/lu';
import type { Event, StaffSignup } from '@club/shared/contract/events';
import { checkInState } from '@club/shared/rules/events';
import { useErrorMessage } from '../../../api/use-error-message';
import { useUpdateAttendance } from '../api/update-attendance';
import { GuardianPhones, MinorBadge } from './minor-info';
import { PaymentBadge } from './payment-badge';
import { useEventFormat } from './use-event-format';

/**
 * What staff must know of a sign-up: role, place, payment (with what is missing or to give
 * back), photo consent, a message waiting, and the kitchen's and first-aiders' notes.
 */
export function SignupState({ signup }: { signup: StaffSignup }) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const wrap = { overflowWrap: 'anywhere' } as const;
  const money = signup.amount_due > 0 || signup.paid_amount !== 0;
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="wrap">
        <Badge variant="outline" color="gray.8">
          {t(`events.role.${signup.role}`)}
        </Badge>
        {signup.guest ? (
          <Badge variant="outline" color="gray.8">
            {t('eventDay.checkIn.guestBadge')}
          </Badge>
        ) : null}
        {signup.minor ? <MinorBadge /> : null}
        {signup.status === 'waitlisted' ? (
          <Badge variant="filled" color="parchment.8">
            {t('events.staff.waitlisted', { position: signup.waitlist_position ?? 0 })}
          </Badge>
        ) : null}
        {signup.status === 'withdrawn' ? (
          <Badge variant="filled" color="gray.8">
            {t('events.staff.withdrawnBadge')}
          </Badge>
        ) : null}
        {money && (signup.status === 'confirmed' || signup.paid_amount !== 0) ? (
          <PaymentBadge status={signup.payment_status} />
        ) : null}
        {signup.photo_consent ? null : (
          <Badge variant="outline" color="oxblood" leftSection={<LuCameraOff aria-hidden />}>
            {t('events.staff.noPhotos')}
          </Badge>
        )}
        {signup.message_waiting ? (
          <Badge variant="light" color="oxblood" leftSection={<LuMail aria-hidden />}>
            {t('events.staff.messageWaiting')}
          </Badge>
        ) : null}
        {signup.character_needs_review ? (
          <Badge variant="light" color="oxblood">
            {t('events.staff.needsReview')}
          </Badge>
        ) : null}
      </Group>
      {signup.amount_owed > 0 && signup.status === 'confirmed' ? (
        <Text size="sm" fw={600}>
          {t('events.staff.owes', { amount: format.kroner(signup.amount_owed) })}
        </Text>
      ) : null}
      {signup.refund_due > 0 ? (
        <Text size="sm" fw={600} c="oxblood.8">
          {t('events.staff.refundDue', { amount: format.kroner(signup.refund_due) })}
        </Text>
      ) : null}
      {signup.diet || signup.allergies ? (
        <Text size="sm" style={wrap}>
          {[
            signup.diet ? t('events.staff.diet', { diet: signup.diet }) : null,
            signup.allergies ? t('events.staff.allergies', { allergies: signup.allergies }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      ) : null}
      {signup.minor ? <GuardianPhones guardians={signup.guardians} /> : null}
      {signup.guest_phone ? (
        <Text size="sm" style={wrap}>
          {t('events.staff.guestPhone', { phone: signup.guest_phone })}
        </Text>
      ) : null}
      {signup.emergency_contact ? (
        <Text size="sm" c="dimmed" style={wrap}>
          {t('events.staff.contact', signup.emergency_contact)}
        </Text>
      ) : null}
      {signup.payment_note ? (
        <Text size="sm" c="dimmed" style={wrap}>
          {t('events.staff.paymentNoteShown', { note: signup.payment_note })}
        </Text>
      ) : null}
      {signup.note ? (
        <Text size="sm" style={{ ...wrap, whiteSpace: 'pre-wrap' }}>
          {t('events.staff.memberNote', { note: signup.note })}
        </Text>
      ) : null}
    </Stack>
  );
}

export interface SignupActionsProps {
  event: Event;
  signup: StaffSignup;
  onPayment: (signup: StaffSignup) => void;
  /** Opens the member's thread with the organizers. */
  onMessages: (signup: StaffSignup) => void;
}

/** The door's two buttons (arrival, departure), the payments and the thread, for one sign-up. */
export function SignupActions({ event, signup, onPayment, onMessages }: SignupActionsProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const format = useEventFormat();
  const attendance = useUpdateAttendance(event.id);
  const name = signup.user_name;
  // Arrivals and departures are taken while the gate is open (and the event not settled).
  const gateClosed = event.status === 'settled' || checkInState(event) !== 'open';
  const record = (field: 'checked_in_at' | 'checked_out_at') =>
    attendance.mutate({ signupId: signup.id, body: { [field]: new Date().toISOString() } });

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap" align="center">
        {signup.amount_due > 0 || signup.paid_amount !== 0 ? (
          <Button
            size="xs"
            variant="outline"
            onClick={() => onPayment(signup)}
            aria-label={t('events.staff.paymentFor', { name })}
          >
            {t('events.staff.payment')}
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="default"
          onClick={() => onMessages(signup)}
          aria-label={t('events.staff.messagesFor', { name })}
        >
          {t('events.staff.messages')}
        </Button>
        {signup.status === 'confirmed' ? (
          <>
            {signup.checked_in_at ? (
              <Text size="sm" fw={600}>
                {t('events.staff.arrivedAt', { at: format.dateTime(signup.checked_in_at) })}
              </Text>
            ) : gateClosed ? null : (
              <Button
                size="xs"
                onClick={() => record('checked_in_at')}
                loading={attendance.isPending}
                aria-label={t('events.staff.checkInFor', { name })}
              >
                {t('events.staff.checkIn')}
              </Button>
            )}
            {signup.checked_out_at ? (
              <Text size="sm">
                {t('events.staff.leftAt', { at: format.dateTime(signup.checked_out_at) })}
              </Text>
            ) : signup.checked_in_at && !gateClosed ? (
              <Button
                size="xs"
                variant="default"
                onClick={() => record('checked_out_at')}
                loading={attendance.isPending}
                aria-label={t('events.staff.checkOutFor', { name })}
              >
                {t('events.staff.checkOut')}
              </Button>
            ) : null}
          </>
        ) : null}
      </Group>
      {attendance.isError ? (
        <Alert color="oxblood" role="alert" p="xs">
          {errorMessage(attendance.error, 'events.staff.attendanceFailed')}
        </Alert>
      ) : null}
    </Stack>
  );
}

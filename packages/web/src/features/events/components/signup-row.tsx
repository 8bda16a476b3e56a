import { useTranslation } from '../../../i18n/use-translation';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { Event, StaffSignup } from '@club/shared/contract/events';
import { useErrorMessage } from '../../../api/use-error-message';
import { useUpdateAttendance } from '../api/update-attendance';
import { PaymentBadge } from './payment-badge';
import { useEventFormat } from './use-event-format';

/** What staff must know of a sign-up: role, place, payment, and the kitchen's and first-aiders' notes. */
export function SignupState({ signup }: { signup: StaffSignup }) {
  const { t } = useTranslation();
  const wrap = { overflowWrap: 'anywhere' } as const;
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="wrap">
        <Badge variant="outline" color="gray.8">
          {t(`events.role.${signup.role}`)}
        </Badge>
        {signup.status === 'waitlisted' ? (
          <Badge variant="filled" color="parchment.8">
            {t('events.staff.waitlisted', { position: signup.waitlist_position ?? 0 })}
          </Badge>
        ) : null}
        {signup.amount_due > 0 &&
        (signup.status === 'confirmed' || signup.payment_status !== 'unpaid') ? (
          <PaymentBadge status={signup.payment_status} />
        ) : null}
        {signup.character_needs_review ? (
          <Badge variant="light" color="oxblood">
            {t('events.staff.needsReview')}
          </Badge>
        ) : null}
      </Group>
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
}

/** The door's two buttons (arrival, departure) and payment marking, for one sign-up. */
export function SignupActions({ event, signup, onPayment }: SignupActionsProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const format = useEventFormat();
  const attendance = useUpdateAttendance(event.id);
  const name = signup.user_name;
  const settled = event.status === 'settled';
  const record = (field: 'checked_in_at' | 'checked_out_at') =>
    attendance.mutate({ signupId: signup.id, body: { [field]: new Date().toISOString() } });

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap" align="center">
        {signup.amount_due > 0 ? (
          <Button
            size="xs"
            variant="outline"
            onClick={() => onPayment(signup)}
            aria-label={t('events.staff.paymentFor', { name })}
          >
            {t('events.staff.payment')}
          </Button>
        ) : null}
        {signup.status === 'confirmed' ? (
          <>
            {signup.checked_in_at ? (
              <Text size="sm" fw={600}>
                {t('events.staff.arrivedAt', { at: format.dateTime(signup.checked_in_at) })}
              </Text>
            ) : settled ? null : (
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
            ) : signup.checked_in_at && !settled ? (
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

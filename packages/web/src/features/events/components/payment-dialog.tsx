import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EVENT_LIMITS, PAYMENT_STATUSES } from '@club/shared/contract/events-constants';
import type { PaymentStatus, StaffSignup } from '@club/shared/contract/events';
import { useErrorMessage } from '../../../api/use-error-message';
import { useUpdateSignup } from '../api/update-signup';
import { useEventFormat } from './use-event-format';

export interface PaymentDialogProps {
  eventId: number;
  signup: StaffSignup | null;
  onClose: () => void;
}

/** Staff mark a sign-up paid, unpaid or refunded, with the amount received and a note. */
export function PaymentDialog({ eventId, signup, onClose }: PaymentDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={signup !== null}
      onClose={onClose}
      centered
      title={signup ? t('events.staff.paymentTitle', { name: signup.user_name }) : ''}
    >
      {signup ? (
        <PaymentEditor key={signup.id} eventId={eventId} signup={signup} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function PaymentEditor({
  eventId,
  signup,
  onClose,
}: {
  eventId: number;
  signup: StaffSignup;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const format = useEventFormat();
  const update = useUpdateSignup(eventId);
  const [status, setStatus] = useState<PaymentStatus>(
    signup.payment_status === 'unpaid' ? 'paid' : signup.payment_status,
  );
  const [amount, setAmount] = useState<number | string>(signup.paid_amount ?? signup.amount_due);
  const [note, setNote] = useState(signup.payment_note ?? '');

  const save = () => {
    const paid = typeof amount === 'number' ? amount : Number.parseInt(amount, 10);
    update.mutate(
      {
        signupId: signup.id,
        body: {
          payment_status: status,
          paid_amount: status === 'unpaid' || Number.isNaN(paid) ? null : paid,
          payment_note: note.trim() || null,
        },
      },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('events.staff.paymentSaved', {
              name: signup.user_name,
              status: t(`events.payment.${status}`),
            }),
          });
          onClose();
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('events.staff.paymentDue', {
          amount: format.kroner(signup.amount_due),
          reference: signup.payment_reference,
        })}
      </Text>
      <SegmentedControl
        value={status}
        onChange={(value) => setStatus(value as PaymentStatus)}
        aria-label={t('events.staff.paymentStatus')}
        data={PAYMENT_STATUSES.map((value) => ({ value, label: t(`events.payment.${value}`) }))}
      />
      {status !== 'unpaid' ? (
        <NumberInput
          label={t('events.staff.paidAmount')}
          value={amount}
          onChange={setAmount}
          min={0}
          max={EVENT_LIMITS.maxPrice}
          allowDecimal={false}
          allowNegative={false}
          suffix=" kr."
        />
      ) : null}
      <TextInput
        label={t('events.staff.paymentNote')}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={EVENT_LIMITS.paymentNote}
      />
      {update.isError ? (
        <Alert color="oxblood" role="alert">
          {errorMessage(update.error, 'events.staff.paymentFailed')}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={save} loading={update.isPending}>
          {t('events.staff.paymentSave')}
        </Button>
      </Group>
    </Stack>
  );
}

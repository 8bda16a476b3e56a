import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { EVENT_LIMITS } from '@club/shared/contract/events-constants';
import type { Signup, StaffSignup } from '@club/shared/contract/events';
import { useErrorMessage } from '../../../api/use-error-message';
import { useDateFormat } from '../../../lib/date-format';
import { usePayments } from '../api/get-payments';
import { useRecordPayment } from '../api/record-payment';
import { PaymentBadge } from './payment-badge';
import { useEventFormat } from './use-event-format';

export interface PaymentDialogProps {
  eventId: number;
  signup: StaffSignup | null;
  onClose: () => void;
}

/**
 * The treasurer's view of one sign-up's money: what is due, held, owed or to give back,
 * every amount received or refunded, and the next one to record.
 */
export function PaymentDialog({ eventId, signup, onClose }: PaymentDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={signup !== null}
      onClose={onClose}
      centered
      size="lg"
      title={signup ? t('payments.title', { name: signup.user_name }) : ''}
    >
      {signup ? <PaymentEditor key={signup.id} eventId={eventId} signup={signup} /> : null}
    </Modal>
  );
}

type Direction = 'received' | 'refund';

function PaymentEditor({ eventId, signup: given }: { eventId: number; signup: StaffSignup }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const format = useEventFormat();
  const dates = useDateFormat();
  const payments = usePayments(eventId, given.id);
  const record = useRecordPayment(eventId, given.id);
  // The entries' answer carries the sign-up as it sums up now.
  const signup: Signup = payments.data?.signup ?? given;
  const [direction, setDirection] = useState<Direction>(
    signup.refund_due > 0 ? 'refund' : 'received',
  );
  const suggested = direction === 'refund' ? signup.refund_due : signup.amount_owed;
  const [amount, setAmount] = useState<number | string>(suggested || '');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (next: Direction) => {
    setDirection(next);
    setAmount((next === 'refund' ? signup.refund_due : signup.amount_owed) || '');
    setProblem(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = typeof amount === 'number' ? amount : Number.parseInt(amount, 10);
    if (!Number.isInteger(value) || value <= 0) {
      setProblem(t('payments.amountRequired'));
      return;
    }
    setProblem(null);
    record.mutate(
      { amount: direction === 'refund' ? -value : value, note: note.trim() },
      {
        onSuccess: ({ signup: after }) => {
          notifications.show({
            color: 'green',
            message: t(direction === 'refund' ? 'payments.refunded' : 'payments.recorded', {
              amount: format.kroner(value),
              name: given.user_name,
            }),
          });
          setNote('');
          setAmount((direction === 'refund' ? after.refund_due : after.amount_owed) || '');
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="xs">
          <PaymentBadge status={signup.payment_status} />
          {signup.status === 'withdrawn' ? (
            <Text size="sm" fw={600}>
              {t('payments.withdrawn')}
            </Text>
          ) : null}
        </Group>
        <Text size="sm">
          {t('payments.summary', {
            due: format.kroner(signup.amount_due),
            paid: format.kroner(signup.paid_amount),
            reference: signup.payment_reference,
          })}
        </Text>
        {signup.amount_owed > 0 ? (
          <Text size="sm" fw={700}>
            {t('payments.owed', { amount: format.kroner(signup.amount_owed) })}
          </Text>
        ) : null}
        {signup.refund_due > 0 ? (
          <Text size="sm" fw={700} c="oxblood.8">
            {t('payments.refundDue', { amount: format.kroner(signup.refund_due) })}
          </Text>
        ) : null}
      </Stack>

      <section aria-label={t('payments.history')}>
        {payments.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : payments.isError ? (
          <Alert color="oxblood" role="alert">
            {errorMessage(payments.error, 'payments.loadFailed')}
          </Alert>
        ) : payments.data.payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('payments.none')}
          </Text>
        ) : (
          <Table fz="sm" striped>
            <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
              {t('payments.history')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.when')}</Table.Th>
                <Table.Th ta="right">{t('payments.amount')}</Table.Th>
                <Table.Th>{t('payments.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.data.payments.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    {dates.date(entry.created_at)}
                    {entry.recorded_by_name ? (
                      <Text size="xs" c="dimmed">
                        {entry.recorded_by_name}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {entry.amount < 0
                      ? t('payments.refundAmount', { amount: format.kroner(-entry.amount) })
                      : format.kroner(entry.amount)}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.note}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </section>

      <form onSubmit={submit} noValidate aria-label={t('payments.recordTitle')}>
        <Stack gap="sm">
          <SegmentedControl
            value={direction}
            onChange={(value) => choose(value as Direction)}
            aria-label={t('payments.direction')}
            fullWidth
            data={[
              { value: 'received', label: t('payments.received') },
              { value: 'refund', label: t('payments.refund'), disabled: signup.paid_amount <= 0 },
            ]}
          />
          <NumberInput
            label={direction === 'refund' ? t('payments.refundLabel') : t('payments.receivedLabel')}
            value={amount}
            onChange={setAmount}
            min={1}
            max={direction === 'refund' ? Math.max(signup.paid_amount, 1) : EVENT_LIMITS.maxPrice}
            allowDecimal={false}
            allowNegative={false}
            suffix=" kr."
            required
            error={problem}
          />
          <TextInput
            label={t('payments.noteLabel')}
            placeholder={t('payments.notePlaceholder')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={EVENT_LIMITS.paymentNote}
          />
          {record.isError ? (
            <Alert color="oxblood" role="alert">
              {errorMessage(record.error, 'payments.failed')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={record.isPending}>
              {direction === 'refund' ? t('payments.recordRefund') : t('payments.record')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

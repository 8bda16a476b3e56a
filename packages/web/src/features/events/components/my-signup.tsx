import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Alert, Button, Code, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import type { Event, Signup } from '@club/shared/contract/events';
import { EVENT_ERROR_CODES } from '@club/shared/contract/events-constants';
import { isApiError } from '../../../api/api-error';
import { useErrorMessage } from '../../../api/use-error-message';
import { useActingAs } from '../../../lib/acting-as';
import { useSession } from '../../../lib/session';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCancelSignup } from '../api/cancel-signup';
import { usePaymentInstructions } from '../api/get-payment-instructions';
import { useUpdateSignup } from '../api/update-signup';
import { ConsentPanel } from './consent-panel';
import { PaymentBadge } from './payment-badge';
import { SignupForm } from './signup-form';
import { SignupThread } from './signup-thread';
import { useEventFormat } from './use-event-format';

// The QR code library loads with the ticket, never with the first screen.
const Ticket = lazy(async () => ({ default: (await import('./ticket/ticket')).Ticket }));

/**
 * The member's own sign-up: their place (or waitlist number), what to pay, to whom and
 * with which reference, and while sign-up is open a way to change or cancel it.
 */
export function MySignup({ event, signup }: { event: Event; signup: Signup }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const format = useEventFormat();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const update = useUpdateSignup(event.id);
  const cancel = useCancelSignup(event.id);
  const role = t(`events.role.${signup.role}`);
  const { user } = useSession();
  // A guardian acting as their child shows the child's ticket with the child's name.
  const acting = useActingAs();

  if (editing) {
    return (
      <SignupForm
        event={event}
        signup={signup}
        busy={update.isPending}
        error={update.error}
        onCancel={() => {
          update.reset();
          setEditing(false);
        }}
        onSubmit={({ role: _role, ...body }) =>
          update.mutate(
            { signupId: signup.id, body },
            {
              onSuccess: () => {
                setEditing(false);
                notifications.show({ color: 'green', message: t('events.mine.changed') });
              },
            },
          )
        }
      />
    );
  }

  return (
    <Stack gap="sm">
      <Text fw={700} size="lg" role="status">
        {signup.status === 'withdrawn'
          ? t('events.mine.withdrawn')
          : signup.status === 'confirmed'
            ? signup.character_name
              ? t('events.mine.confirmedWith', { role, character: signup.character_name })
              : t('events.mine.confirmed', { role })
            : t('events.mine.waitlisted', { position: signup.waitlist_position ?? 0, role })}
      </Text>
      {signup.status === 'waitlisted' ? (
        <Text size="sm">{t('events.mine.waitlistHint')}</Text>
      ) : null}
      {signup.awaiting_consent ? (
        <Alert color="orange" role="alert">
          {t('consents.awaiting')}
        </Alert>
      ) : null}
      {signup.minor && signup.status !== 'withdrawn' ? (
        <ConsentPanel eventId={event.id} name={acting?.name ?? user?.name ?? ''} />
      ) : null}
      <PaymentDetails event={event} signup={signup} />
      {signup.status === 'confirmed' && !signup.awaiting_consent && event.status === 'published' ? (
        <Suspense fallback={<Loader size="sm" aria-label={t('app.loading')} />}>
          <Ticket event={event} signup={signup} memberName={acting?.name ?? user?.name ?? ''} />
        </Suspense>
      ) : null}
      {event.signup_open && signup.status !== 'withdrawn' ? (
        <Group gap="sm" wrap="wrap">
          <Button variant="outline" onClick={() => setEditing(true)}>
            {t('events.mine.change')}
          </Button>
          <Button variant="default" onClick={() => setCancelling(true)}>
            {t('events.mine.cancel')}
          </Button>
        </Group>
      ) : event.status === 'published' && signup.status !== 'withdrawn' ? (
        <Text size="sm" c="dimmed">
          {t('events.mine.closed')}
        </Text>
      ) : null}
      <Stack gap="xs" component="section" aria-labelledby="write-to-organizers-title">
        <Title order={3} size="h4" id="write-to-organizers-title">
          {t('eventMessages.writeToOrganizers')}
        </Title>
        <SignupThread eventId={event.id} signupId={signup.id} />
      </Stack>
      <ConfirmDialog
        opened={cancelling}
        title={t('events.mine.cancelTitle')}
        message={t('events.mine.cancelMessage', { title: event.title })}
        confirmLabel={t('events.mine.cancelConfirm')}
        cancelLabel={t('events.mine.keep')}
        busy={cancel.isPending}
        error={
          !cancel.isError
            ? null
            : isApiError(cancel.error) &&
                cancel.error.code === EVENT_ERROR_CODES.guardianStillNeeded
              ? t(EVENT_ERROR_CODES.guardianStillNeeded, {
                  names: format.names(cancel.error.details.map((child) => child.message)),
                })
              : errorMessage(cancel.error)
        }
        onCancel={() => {
          cancel.reset();
          setCancelling(false);
        }}
        onConfirm={() =>
          cancel.mutate(signup.id, {
            onSuccess: () => {
              setCancelling(false);
              notifications.show({ color: 'green', message: t('events.mine.cancelled') });
            },
          })
        }
      />
    </Stack>
  );
}

/**
 * What the member owes, has paid or gets back, in words: a partial payment says what is
 * missing, a cancelled event or a withdrawn sign-up owes nothing, and to whom to pay with
 * which reference while something is owed.
 */
function PaymentDetails({ event, signup }: { event: Event; signup: Signup }) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const instructions = usePaymentInstructions();
  const kr = format.kroner;
  if (signup.amount_due === 0 && signup.paid_amount === 0) {
    return <Text size="sm">{t('events.pay.free')}</Text>;
  }
  if (signup.status === 'waitlisted' && signup.paid_amount === 0 && event.status !== 'cancelled') {
    return <Text size="sm">{t('events.pay.waitForPlace', { amount: kr(signup.amount_due) })}</Text>;
  }
  const owing = signup.amount_owed > 0;
  let line: string;
  if (event.status === 'cancelled' || signup.status === 'withdrawn') {
    line =
      signup.refund_due > 0
        ? t('events.pay.refundComing', { amount: kr(signup.refund_due) })
        : signup.payment_status === 'refunded'
          ? t('events.pay.refunded')
          : t('events.pay.nothingOwed');
  } else if (signup.payment_status === 'partial') {
    line = t('events.pay.partial', {
      paid: kr(signup.paid_amount),
      due: kr(signup.amount_due),
      owed: kr(signup.amount_owed),
    });
  } else if (owing) {
    line = t('events.pay.amount', { amount: kr(signup.amount_owed) });
  } else if (signup.payment_status === 'overpaid') {
    line = t('events.pay.overpaid', {
      paid: kr(signup.paid_amount),
      refund: kr(signup.refund_due),
    });
  } else {
    line = t('events.pay.paidThanks', { amount: kr(signup.paid_amount) });
  }
  return (
    <Stack gap={6} component="section" aria-label={t('events.pay.title')}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{line}</Text>
        {owing ? <PaymentBadge status={signup.payment_status} /> : null}
      </Group>
      {owing ? (
        <Alert color="parchment.8" variant="light" p="sm">
          <Stack gap={6}>
            <Text size="sm">
              {instructions.data
                ? t('events.pay.payTo', { to: instructions.data })
                : t('events.pay.noInstructions')}
            </Text>
            <Text size="sm">
              {t('events.pay.reference')}{' '}
              <Code fz="md" fw={700}>
                {signup.payment_reference}
              </Code>
            </Text>
            <Text size="sm">{t('events.pay.referenceHint')}</Text>
          </Stack>
        </Alert>
      ) : signup.paid_amount > 0 ? (
        <Text size="xs" c="dimmed">
          {t('events.pay.referenceWas', { reference: signup.payment_reference })}
        </Text>
      ) : null}
    </Stack>
  );
}

import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { StaffSignup } from '@club/shared/contract/events';
import { checkInState } from '@club/shared/rules/events';
import { canManageSignups } from '@club/shared/rules/permissions';
import { isApiError } from '../../api/api-error';
import { useErrorMessage } from '../../api/use-error-message';
import { LoadError } from '../../components/load-error';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useEvent } from './api/get-event';
import { useSignups } from './api/get-signups';
import { useTicket } from './api/get-ticket';
import { attendeesOf } from './check-in/attendees';
import { useCheckInActions } from './check-in/use-check-in-queue';
import { useQueuedCheckIns } from './check-in/use-queued-check-ins';
import { AttendeeRow } from './components/check-in/attendee-row';
import { GateClosedNotice } from './components/check-in/gate-closed-notice';
import { QueueStatus } from './components/check-in/queue-status';
import { useEventId } from './hooks/use-event-id';

/**
 * What a phone's camera opens from a ticket's QR code. Staff see the attendee and check
 * them in (without signal, from the sign-up list kept at the gate); anyone else is told
 * the ticket is for the organizers to scan.
 */
export function TicketScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const id = useEventId();
  const code = useParams().code ?? '';

  if (id === null || code === '') return <LoadError message={t('eventDay.ticket.unknown')} />;
  if (!canManageSignups(user?.role)) {
    return (
      <Stack gap="md" maw={560}>
        <Title order={1}>{t('eventDay.ticket.title')}</Title>
        <Alert color="parchment.8" variant="light" role="alert">
          <Text fw={700}>{t('eventDay.ticket.notForYou')}</Text>
          <Text size="sm">{t('eventDay.ticket.notForYouHint')}</Text>
        </Alert>
        <Anchor component={Link} className="club-tap" to={paths.events.details(id)}>
          {t('eventDay.ticket.toEvent')}
        </Anchor>
      </Stack>
    );
  }
  return <StaffTicket eventId={id} code={code} />;
}

function StaffTicket({ eventId, code }: { eventId: number; code: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const event = useEvent(eventId);
  const ticket = useTicket(eventId, code, true);
  // Without signal the ticket is looked up in the list the gate keeps offline.
  const unreachable = ticket.isError && isApiError(ticket.error) && ticket.error.status === 0;
  const list = useSignups(eventId, unreachable);
  const queue = useQueuedCheckIns();
  const { record, retry, dismiss, letInOverCapacity } = useCheckInActions();
  const onRecord = useCallback(
    (signup: StaffSignup, kind: 'in' | 'out') => void record(signup, kind),
    [record],
  );

  const found: StaffSignup | null = unreachable
    ? (list.data?.signups.find((signup) => signup.ticket_code === code) ?? null)
    : (ticket.data?.signup ?? null);
  const eventQueue = useMemo(
    () => queue.filter((entry) => entry.eventId === eventId),
    [queue, eventId],
  );
  const attendee = useMemo(
    () => (found ? (attendeesOf([found], eventQueue)[0] ?? null) : null),
    [found, eventQueue],
  );

  const gateState = event.data ? checkInState(event.data) : 'open';
  const readOnly = event.data?.status === 'settled' || gateState !== 'open';
  const toGate = (
    <Anchor component={Link} className="club-tap" to={paths.events.checkIn(eventId)}>
      {t('eventDay.ticket.toCheckIn')}
    </Anchor>
  );
  if (ticket.isPending || (unreachable && list.isPending)) {
    return <Loader aria-label={t('app.loading')} />;
  }
  const unknown =
    (ticket.isError && isApiError(ticket.error) && ticket.error.status === 404) ||
    (unreachable && list.isSuccess && found === null);
  if (unknown) {
    return (
      <Stack gap="md" maw={640}>
        <Title order={1}>{t('eventDay.ticket.title')}</Title>
        <Alert color="oxblood" variant="light" role="alert">
          {t('eventDay.ticket.unknown')}
        </Alert>
        {toGate}
      </Stack>
    );
  }
  if (!found) {
    return (
      <LoadError
        message={errorMessage(
          unreachable ? list.error : ticket.error,
          'eventDay.ticket.loadFailed',
        )}
        onRetry={() => void ticket.refetch()}
      />
    );
  }

  return (
    <Stack gap="md" maw={640}>
      <Stack gap={4}>
        <Title order={1}>{t('eventDay.ticket.title')}</Title>
        {event.data ? (
          <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
            {event.data.title}
          </Text>
        ) : null}
      </Stack>
      {event.data && event.data.status !== 'settled' && gateState !== 'open' ? (
        <GateClosedNotice event={event.data} state={gateState} />
      ) : null}
      {found.status !== 'confirmed' ? (
        <Alert color="oxblood" variant="light" role="alert">
          {t('eventDay.ticket.notConfirmed', { name: found.user_name })}
        </Alert>
      ) : attendee ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          <AttendeeRow attendee={attendee} onRecord={onRecord} readOnly={readOnly} />
        </Stack>
      ) : null}
      <QueueStatus
        entries={eventQueue}
        onRetry={() => void retry()}
        onDismiss={(entryId) => void dismiss(entryId)}
        onOverCapacity={(entry) => void letInOverCapacity(entry)}
      />
      <Button component={Link} to={paths.events.checkIn(eventId)} variant="outline" size="md">
        {t('eventDay.ticket.toCheckIn')}
      </Button>
    </Stack>
  );
}

import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { LuCheck, LuCloudOff, LuScanQrCode, LuUserPlus } from 'react-icons/lu';
import { Link } from 'react-router';
import type { Event, StaffSignup } from '@club/shared/contract/events';
import type { CheckInState } from '@club/shared/rules/events';
import { checkInState, prepareClubClock } from '@club/shared/rules/events';
import { isApiError } from '../../api/api-error';
import { useErrorMessage } from '../../api/use-error-message';
import { LoadError } from '../../components/load-error';
import * as apiPaths from '../../config/api-paths';
import { paths } from '../../config/paths';
import { useDateFormat } from '../../lib/date-format';
import { useKeptOfflineAt } from '../../lib/kept-offline';
import { useOfflineStatus } from '../../lib/offline-status';
import { useEvent } from './api/get-event';
import { useSignups } from './api/get-signups';
import {
  arrivalCounts,
  attendeesOf,
  type Attendee,
  type CheckInFilter,
} from './check-in/attendees';
import type { QueuedCheckIn } from './check-in/check-in-queue';
import { queuedWalkInAttendees } from './check-in/queued-walk-ins';
import { useCheckInActions } from './check-in/use-check-in-queue';
import { useQueuedCheckIns } from './check-in/use-queued-check-ins';
import { AttendeeList } from './components/check-in/attendee-list';
import { QueueStatus } from './components/check-in/queue-status';
import { TicketScanner } from './components/check-in/ticket-scanner';
import { WalkInDialog } from './components/check-in/walk-in-dialog';
import { useEventId } from './hooks/use-event-id';
import { GateClosedNotice } from './components/check-in/gate-closed-notice';

/** How often the gate reads its list again while there is signal. */
const REFRESH_MS = 60_000;

/**
 * The gate: every confirmed sign-up, found by name, checked in or out with one tap. Taps
 * are kept on the phone first and sent when there is signal (check-in/check-in-queue.ts),
 * and the list is read from the offline store when there is none.
 */
export function CheckInScreen({
  attendeeExtra,
}: {
  /** What other areas show under each attendee (composed in app/); keep it stable. */
  attendeeExtra?: (signup: StaffSignup) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const id = useEventId();
  const event = useEvent(id);
  const { online } = useOfflineStatus();
  // Read again every minute while there is signal, so the list kept for offline is fresh.
  const signups = useSignups(id ?? 0, id !== null, online ? REFRESH_MS : undefined);
  const queue = useQueuedCheckIns();
  const { record } = useCheckInActions();
  const [filter, setFilter] = useState<CheckInFilter>('all');
  const [search, setSearch] = useState('');
  // Kept here, with the search: the dialogs stay open while the list reloads below them.
  const [scanning, setScanning] = useState(false);
  const [addingWalkIn, setAddingWalkIn] = useState(false);
  // While the list loads: the gate's window is judged in the render that shows it.
  useEffect(prepareClubClock, []);

  const eventQueue = useMemo(() => queue.filter((entry) => entry.eventId === id), [queue, id]);
  const attendees = useMemo(
    () => [
      ...queuedWalkInAttendees(eventQueue, event.data ?? null),
      ...attendeesOf(signups.data?.signups ?? [], eventQueue),
    ],
    [signups.data, eventQueue, event.data],
  );
  const onRecord = useCallback(
    (signup: StaffSignup, kind: 'in' | 'out') => void record(signup, kind),
    [record],
  );
  // Worked out again with each answer of the list (every minute), not with each key typed;
  // and as soon as the event is read, which is most often before the list is.
  const answeredAt = signups.dataUpdatedAt;
  const gateState = useMemo(
    () => (event.data ? checkInState(event.data) : 'open'),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the clock moves on with each answer
    [event.data, answeredAt],
  );
  const readOnly = event.data?.status === 'settled' || gateState !== 'open';

  const missing = (error: unknown) => isApiError(error) && error.status === 404;
  if (id === null || missing(event.error) || missing(signups.error)) {
    return <LoadError message={t('events.details.notFound')} />;
  }
  if (signups.isPending || event.isPending) return <Loader aria-label={t('app.loading')} />;
  if (signups.isError) {
    return (
      <LoadError
        message={errorMessage(signups.error, 'events.staff.loadFailed')}
        onRetry={() => void signups.refetch()}
      />
    );
  }

  return (
    <Stack gap="md">
      <GateTop
        id={id}
        event={event.data ?? null}
        attendees={attendees}
        answeredAt={answeredAt}
        queue={eventQueue}
        onRecord={onRecord}
        gateState={gateState}
        readOnly={readOnly}
        scanning={scanning}
        onScanning={setScanning}
        addingWalkIn={addingWalkIn}
        onAddingWalkIn={setAddingWalkIn}
      />
      <AttendeeList
        attendees={attendees}
        onRecord={onRecord}
        readOnly={readOnly}
        extra={attendeeExtra}
        search={search}
        onSearch={setSearch}
        filter={filter}
        onFilter={setFilter}
      />
    </Stack>
  );
}

interface GateTopProps {
  id: number;
  event: Event | null;
  attendees: readonly Attendee[];
  /** When the sign-up list was last answered. */
  answeredAt: number;
  queue: readonly QueuedCheckIn[];
  onRecord: (signup: StaffSignup, kind: 'in' | 'out') => void;
  gateState: CheckInState;
  readOnly: boolean;
  scanning: boolean;
  onScanning: (open: boolean) => void;
  addingWalkIn: boolean;
  onAddingWalkIn: (open: boolean) => void;
}

/**
 * Everything above the list: the way back, the headcount, whether the list is kept for
 * use without signal, the taps waiting, the scanner and the walk-in. Its own component,
 * so a key typed into the search renders the list alone, not all of this again.
 */
const GateTop = memo(function GateTop({
  id,
  event,
  attendees,
  answeredAt,
  queue,
  onRecord,
  gateState,
  readOnly,
  scanning,
  onScanning: setScanning,
  addingWalkIn,
  onAddingWalkIn: setAddingWalkIn,
}: GateTopProps) {
  const { t } = useTranslation();
  const { retry, dismiss, letInOverCapacity } = useCheckInActions();
  const counts = useMemo(() => arrivalCounts(attendees), [attendees]);

  return (
    <>
      <Anchor component={Link} className="club-tap" to={paths.events.details(id)} size="sm">
        {t('eventDay.checkIn.back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{t('eventDay.checkIn.title')}</Title>
        {event ? (
          <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
            {event.title}
          </Text>
        ) : null}
      </Stack>
      <Text
        fz={{ base: 'xl', sm: '1.5rem' }}
        fw={700}
        role="status"
        aria-live="polite"
        data-testid="check-in-count"
      >
        <span style={{ whiteSpace: 'nowrap' }}>{t('events.totals.arrived', counts)}</span>{' '}
        {/* The space stays outside, so a phone breaks the line there rather than clip it. */}
        <Text
          span
          fz={{ base: 'lg', sm: 'xl' }}
          fw={600}
          c="dimmed"
          style={{ whiteSpace: 'nowrap' }}
          data-testid="check-in-on-site"
        >
          {`· ${t('events.totals.onSite', { count: counts.onSite })}`}
        </Text>
      </Text>
      {event && event.status !== 'settled' && gateState !== 'open' ? (
        <GateClosedNotice event={event} state={gateState} />
      ) : null}
      <ReadyOffline
        path={apiPaths.events.signups(id)}
        answeredAt={answeredAt}
        count={counts.count}
      />
      <QueueStatus
        entries={queue}
        onRetry={() => void retry()}
        onDismiss={dismiss}
        onOverCapacity={(entry) => void letInOverCapacity(entry)}
      />
      <Group gap="sm" wrap="wrap">
        <Button
          size="md"
          variant="filled"
          w={{ base: '100%', sm: 'auto' }}
          leftSection={<LuScanQrCode aria-hidden />}
          onClick={() => setScanning(true)}
        >
          {t('eventDay.scan.open')}
        </Button>
        {event && !readOnly ? (
          <Button
            size="md"
            variant="outline"
            w={{ base: '100%', sm: 'auto' }}
            leftSection={<LuUserPlus aria-hidden />}
            onClick={() => setAddingWalkIn(true)}
          >
            {t('eventDay.walkIn.open')}
          </Button>
        ) : null}
      </Group>
      {event ? (
        <WalkInDialog event={event} opened={addingWalkIn} onClose={() => setAddingWalkIn(false)} />
      ) : null}
      <TicketScanner
        opened={scanning}
        onClose={() => setScanning(false)}
        eventId={id}
        attendees={attendees}
        onRecord={onRecord}
        readOnly={readOnly}
      />
    </>
  );
});

/**
 * Whether the list is kept on the phone for use without signal, and from when: "Klar uden
 * net: 124 deltagere, hentet kl. 14.02".
 */
function ReadyOffline({
  path,
  answeredAt,
  count,
}: {
  path: string | null;
  answeredAt: number;
  count: number;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const keptAt = useKeptOfflineAt(path, answeredAt);
  const supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  if (keptAt === null) {
    return (
      <Group gap={6} wrap="nowrap" c="dimmed">
        <LuCloudOff aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" data-testid="check-in-offline-ready">
          {t(supported ? 'eventDay.checkIn.notReadyOffline' : 'eventDay.checkIn.noOfflineHere')}
        </Text>
      </Group>
    );
  }
  const at = new Date(keptAt).toISOString();
  const today = format.day(at) === format.day(new Date().toISOString());
  return (
    <Group gap={6} wrap="nowrap">
      <LuCheck aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" data-testid="check-in-offline-ready">
        {today
          ? t('eventDay.checkIn.readyOffline', { count, time: format.time(at) })
          : t('eventDay.checkIn.readyOfflineSince', { count, at: format.dateTime(at) })}
      </Text>
    </Group>
  );
}

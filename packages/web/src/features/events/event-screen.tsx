import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Anchor, Group, Loader, Stack, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { Event } from '@club/shared/contract/events';
import { canManageSignups, canPlanEvents } from '@club/shared/rules/permissions';
import { isApiError } from '../../api/api-error';
import { useErrorMessage } from '../../api/use-error-message';
import { LoadError } from '../../components/load-error';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useEvent } from './api/get-event';
import { BoardActions } from './components/board-actions';
import { EventBadges } from './components/event-badges';
import { EventFacts } from './components/event-facts';
import { ParticipantMessages } from './components/participant-messages';
import { SignupSection } from './components/signup-section';
import { StaffOverview } from './components/staff-overview';
import { StaffSignups } from './components/staff-signups';
import { useEventId } from './hooks/use-event-id';

/**
 * One event: what it is, the member's sign-up, and for staff and the board their tools.
 * Staff's overview comes before their own sign-up, so on a phone they reach it first.
 */
export function EventScreen({
  more,
}: {
  /** What other areas show about the event, below the sign-up (composed in app/). */
  more?: (event: Event) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const id = useEventId();
  const event = useEvent(id);
  const { hash } = useLocation();
  const loaded = event.isSuccess;
  // A link to a part of the page (a notice's "#signup", the work list's "#signups-title")
  // lands there once the event has come.
  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);

  const back = (
    <Anchor component={Link} className="club-tap" to={paths.events.list} size="sm">
      {t('events.details.back')}
    </Anchor>
  );
  if (id === null || (event.isError && isApiError(event.error) && event.error.status === 404)) {
    return (
      <Stack gap="md">
        {back}
        <LoadError message={t('events.details.notFound')} />
      </Stack>
    );
  }
  if (event.isPending) return <Loader aria-label={t('app.loading')} />;
  if (event.isError) {
    return (
      <LoadError
        message={errorMessage(event.error, 'events.details.loadFailed')}
        onRetry={() => void event.refetch()}
      />
    );
  }

  const data = event.data;
  const staff = canManageSignups(user?.role);
  return (
    <Stack gap="md">
      {back}
      <Stack gap="xs">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {data.title}
        </Title>
        <Group gap="sm" wrap="wrap">
          <EventBadges event={data} />
        </Group>
      </Stack>
      {canPlanEvents(user?.role) ? <BoardActions event={data} /> : null}
      {staff ? <StaffOverview event={data} /> : null}
      <EventFacts event={data} />
      <SignupSection event={data} />
      {more?.(data)}
      {staff ? <StaffSignups event={data} /> : null}
      {staff ? <ParticipantMessages event={data} /> : null}
    </Stack>
  );
}

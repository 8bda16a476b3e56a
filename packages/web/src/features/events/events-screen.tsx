import { useTranslation } from '../../i18n/use-translation';
import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { canManageSignups, canPlanEvents } from '@club/shared/rules/permissions';
import type { PaymentFilter } from '@club/shared/contract/staff-work-constants';
import { useErrorMessage } from '../../api/use-error-message';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useEvents, type EventListItem } from './api/get-events';
import { CalendarSubscription } from './components/calendar-subscription';
import { EventCard } from './components/event-card';
import { useNow } from './hooks/use-now';

/** Upcoming events soonest first (still running counts as upcoming), then past, latest first. */
export function splitSeason<T extends EventListItem>(events: T[], now: number) {
  const upcoming = events
    .filter((event) => Date.parse(event.ends_at) >= now)
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  const past = events
    .filter((event) => Date.parse(event.ends_at) < now)
    .sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at));
  return { upcoming, past };
}

/**
 * Staff's money view of the season (`?payment=` from the work list): the events whose
 * confirmed sign-ups still owe something (published, not over), or that have refunds to
 * make (any).
 */
export function withPayment<T extends EventListItem>(
  events: T[],
  payment: PaymentFilter,
  now: number,
): T[] {
  if (payment === 'refunds') return events.filter((event) => (event.totals?.refunds_due ?? 0) > 0);
  return events.filter(
    (event) =>
      event.status === 'published' &&
      Date.parse(event.ends_at) >= now &&
      (event.totals?.outstanding ?? 0) > 0,
  );
}

function paymentFilterOf(search: URLSearchParams): PaymentFilter | null {
  const value = search.get('payment');
  return value === 'unpaid' || value === 'refunds' ? value : null;
}

// The route starts the season's events before the screen renders.
export { prefetchEvents as prefetch } from './api/prefetch-events';

/** The season: every event the member may see, and the board's way to plan a new one. */
export function EventsScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const events = useEvents();
  const now = useNow();
  const [search] = useSearchParams();
  const payment = canManageSignups(user?.role) ? paymentFilterOf(search) : null;
  const season = splitSeason(events.data ?? [], now);

  if (payment) {
    const shown = withPayment(events.data ?? [], payment, now);
    return (
      <Stack gap="lg">
        <ScreenHeader
          title={t(`events.list.paymentTitle.${payment}`)}
          intro={t(`events.list.paymentIntro.${payment}`)}
        />
        <Anchor component={Link} to={paths.events.list} size="sm" className="club-tap">
          {t('events.list.showAll')}
        </Anchor>
        {events.isPending ? (
          <Loader aria-label={t('app.loading')} />
        ) : events.isError ? (
          <LoadError
            message={errorMessage(events.error, 'events.list.loadFailed')}
            onRetry={() => void events.refetch()}
          />
        ) : shown.length === 0 ? (
          <Alert color="green" variant="light">
            <Text size="sm">{t(`events.list.paymentNone.${payment}`)}</Text>
          </Alert>
        ) : (
          <Stack gap="sm">
            {shown.map((event) => (
              <EventCard key={event.id} event={event} payment={payment} />
            ))}
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('events.list.title')} intro={t('events.list.intro')}>
        {canPlanEvents(user?.role) ? (
          <Button component={Link} to={paths.events.create}>
            {t('events.list.create')}
          </Button>
        ) : null}
      </ScreenHeader>
      {events.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : events.isError ? (
        <LoadError
          message={errorMessage(events.error, 'events.list.loadFailed')}
          onRetry={() => void events.refetch()}
        />
      ) : season.upcoming.length + season.past.length === 0 ? (
        <EmptyState message={t('events.list.empty')} />
      ) : (
        <>
          <Stack gap="sm" component="section" aria-labelledby="events-upcoming">
            <Title order={2} size="h3" id="events-upcoming">
              {t('events.list.upcoming')}
            </Title>
            {season.upcoming.length === 0 ? (
              <EmptyState message={t('events.list.noUpcoming')} />
            ) : (
              season.upcoming.map((event) => <EventCard key={event.id} event={event} />)
            )}
          </Stack>
          {season.past.length > 0 ? (
            <Stack gap="sm" component="section" aria-labelledby="events-past">
              <Title order={2} size="h3" id="events-past">
                {t('events.list.past')}
              </Title>
              {season.past.map((event) => (
                <EventCard key={event.id} event={event} past />
              ))}
            </Stack>
          ) : null}
        </>
      )}
      {/* Below the list once it is there: it would otherwise be pushed down as it arrives. */}
      {events.isPending ? null : <CalendarSubscription />}
    </Stack>
  );
}

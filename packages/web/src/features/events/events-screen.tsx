import { useTranslation } from '../../i18n/use-translation';
import { Button, Loader, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { canPlanEvents } from '@club/shared/rules/permissions';
import type { Event } from '@club/shared/contract/events';
import { useErrorMessage } from '../../api/use-error-message';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useEvents } from './api/get-events';
import { CalendarSubscription } from './components/calendar-subscription';
import { EventCard } from './components/event-card';
import { useNow } from './hooks/use-now';

/** Upcoming events soonest first (still running counts as upcoming), then past, latest first. */
export function splitSeason(events: Event[], now: number) {
  const upcoming = events
    .filter((event) => Date.parse(event.ends_at) >= now)
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  const past = events
    .filter((event) => Date.parse(event.ends_at) < now)
    .sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at));
  return { upcoming, past };
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
  const season = splitSeason(events.data?.events ?? [], now);

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

import { useTranslation } from '../../../i18n/use-translation';
import { Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useEvents } from '../api/get-events';
import { useNow } from '../hooks/use-now';
import { EventBadges } from './event-badges';
import { useEventFormat } from './use-event-format';

/**
 * The dashboard's events: the next one the club holds, and the member's own sign-ups for
 * what is still to come. The app composes it into the dashboard.
 */
export function NextEventPanel() {
  const { t } = useTranslation();
  const format = useEventFormat();
  const events = useEvents();
  const now = useNow();
  const coming = (events.data ?? [])
    .filter((event) => Date.parse(event.ends_at) >= now && event.status === 'published')
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  const next = coming[0];
  const mine = coming.filter((event) => event.my_signup !== null);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      mb="lg"
      component="section"
      aria-labelledby="next-event-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h3" id="next-event-title">
            {t('events.dashboard.title')}
          </Title>
          <Anchor component={Link} className="club-tap" to={paths.events.list} size="sm">
            {t('events.dashboard.all')}
          </Anchor>
        </Group>
        {events.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : events.isError ? (
          <Text c="dimmed" size="sm">
            {t('events.list.loadFailed')}
          </Text>
        ) : !next ? (
          <Text c="dimmed" size="sm">
            {t('events.dashboard.none')}
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('events.dashboard.next')}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Anchor
                component={Link}
                className="club-tap"
                to={paths.events.details(next.id)}
                fw={700}
              >
                {next.title}
              </Anchor>
              <EventBadges event={next} />
            </Group>
            <Text size="sm">{format.range(next.starts_at, next.ends_at)}</Text>
            {next.location ? <Text size="sm">{next.location}</Text> : null}
          </Stack>
        )}
        {mine.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('events.dashboard.mine')}
            </Text>
            <Stack gap={2} component="ul" m={0} pl="md">
              {mine.map((event) => (
                <li key={event.id}>
                  <Text size="sm" component="span">
                    <Anchor component={Link} to={paths.events.details(event.id)} inherit>
                      {event.title}
                    </Anchor>{' '}
                    ({format.dateTime(event.starts_at)}) –{' '}
                    {event.my_signup?.status === 'confirmed'
                      ? t('events.dashboard.confirmed', {
                          role: t(`events.role.${event.my_signup.role}`),
                        })
                      : t('events.dashboard.waitlisted', {
                          position: event.my_signup?.waitlist_position ?? 0,
                        })}
                    {event.my_signup &&
                    event.my_signup.status === 'confirmed' &&
                    event.my_signup.amount_owed > 0
                      ? `, ${t('events.dashboard.unpaid', { amount: format.kroner(event.my_signup.amount_owed) })}`
                      : ''}
                  </Text>
                </li>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

import { useTranslation } from '../../../i18n/use-translation';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Event } from '@club/shared/contract/events';
import { paths } from '../../../config/paths';
import { EventBadges } from './event-badges';
import { PlacesLeft } from './places-left';
import { useEventFormat } from './use-event-format';

/** An event in the season's list: when, where, places left and the member's own status. */
export function EventCard({ event, past = false }: { event: Event; past?: boolean }) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const titleId = `event-${event.id}-title`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-labelledby={titleId}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={paths.events.details(event.id)} inherit>
              {event.title}
            </Anchor>
          </Title>
          <EventBadges event={event} />
        </Group>
        <Text size="sm" fw={600}>
          {format.range(event.starts_at, event.ends_at)}
        </Text>
        {event.location ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('events.where', { location: event.location })}
          </Text>
        ) : null}
        {event.status === 'published' && !past ? <PlacesLeft event={event} /> : null}
      </Stack>
    </Paper>
  );
}

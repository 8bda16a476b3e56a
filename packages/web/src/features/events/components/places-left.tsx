import { useTranslation } from '../../../i18n/use-translation';
import { Group, Text } from '@mantine/core';
import { SIGNUP_ROLES } from '@club/shared/contract/events-constants';
import type { EventSummary } from '@club/shared/contract/events';

/** Free places per role ("12 af 20 spillerpladser ledige") and the waitlist, if any. */
export function PlacesLeft({ event }: { event: Pick<EventSummary, 'capacity' | 'counts'> }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="wrap" style={{ rowGap: 2 }}>
      {SIGNUP_ROLES.map((role) => {
        const capacity = event.capacity[role];
        if (capacity === 0) return null;
        const left = Math.max(0, capacity - event.counts[role]);
        return (
          <Text key={role} size="sm">
            {left === 0
              ? t(`events.places.full.${role}`)
              : t(`events.places.left.${role}`, { left, capacity })}
          </Text>
        );
      })}
      {event.counts.waitlist > 0 ? (
        <Text size="sm" c="dimmed">
          {t('events.places.waitlist', { count: event.counts.waitlist })}
        </Text>
      ) : null}
    </Group>
  );
}

import { useTranslation } from '../../../i18n/use-translation';
import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { SIGNUP_ROLES } from '@club/shared/contract/events-constants';
import type { Event } from '@club/shared/contract/events';
import { DocumentBody } from '../../../components/document-body';
import { AddToCalendar } from './add-to-calendar';
import { useEventFormat } from './use-event-format';

/**
 * When and where, what it costs, the XP it gives, and how full it is, per role; the
 * description with its formatting, as backgrounds show theirs; and a way to put the event
 * in one's own calendar.
 */
export function EventFacts({ event }: { event: Event }) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const roles = SIGNUP_ROLES.filter((role) => event.capacity[role] > 0);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={t('events.details.facts')}
    >
      <Stack gap="sm">
        <dl style={{ margin: 0 }}>
          <Fact label={t('events.details.when')}>
            {format.range(event.starts_at, event.ends_at)}
          </Fact>
          {event.location ? (
            <Fact label={t('events.details.location')}>{event.location}</Fact>
          ) : null}
          {event.signup_opens_at || event.signup_closes_at ? (
            <Fact label={t('events.details.signupWindow')}>
              {event.signup_opens_at
                ? t('events.details.opens', { at: format.dateTime(event.signup_opens_at) })
                : null}
              {event.signup_opens_at && event.signup_closes_at ? ' · ' : null}
              {event.signup_closes_at
                ? t('events.details.closes', { at: format.dateTime(event.signup_closes_at) })
                : null}
            </Fact>
          ) : null}
        </dl>
        <SimpleGrid cols={{ base: 1, xs: roles.length || 1 }} spacing="sm">
          {roles.map((role) => (
            <Paper key={role} radius="sm" p="sm" bg="var(--club-parchment-light)">
              <Text fw={700}>{t(`events.role.${role}Plural`)}</Text>
              <Text size="sm">
                {t('events.details.price', { price: format.price(event.price[role]) })}
              </Text>
              <Text size="sm">{t('events.details.xp', { xp: event.xp[role] })}</Text>
              <Text size="sm">
                {t('events.details.taken', {
                  taken: event.counts[role],
                  count: event.capacity[role],
                })}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        {event.counts.waitlist > 0 ? (
          <Text size="sm" c="dimmed">
            {t('events.places.waitlist', { count: event.counts.waitlist })}
          </Text>
        ) : null}
        {event.description ? <DocumentBody source={event.description} /> : null}
        {event.status === 'published' ? <AddToCalendar event={event} /> : null}
      </Stack>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: '0.5rem', marginBottom: 4 }}>
      <Text component="dt" fw={700} size="sm">
        {label}:
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

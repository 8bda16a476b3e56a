import { useTranslation } from '../../../i18n/use-translation';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LuClipboardList, LuDoorOpen, LuMail } from 'react-icons/lu';
import type { Event } from '@club/shared/contract/events';
import { paths } from '../../../config/paths';
import { useSignups } from '../api/get-signups';
import { SettleButton } from './settle-button';
import { useEventFormat } from './use-event-format';

/** The id of the section staff write to the participants in (a link on the overview). */
export const PARTICIPANT_MESSAGES_ID = 'participant-messages';

/**
 * Staff's overview of an event, first on their page: the door, the lists, writing to the
 * participants, the money (a partial payment counted in what is missing) and who has come,
 * and settling once the event has begun.
 */
export function StaffOverview({ event }: { event: Event }) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const signups = useSignups(event.id, true);
  const all = signups.data?.signups ?? [];
  const confirmed = all.filter((signup) => signup.status === 'confirmed');
  const arrived = confirmed.filter((signup) => signup.checked_in_at !== null).length;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="staff-overview-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h3" id="staff-overview-title">
            {t('events.staff.overview')}
          </Title>
          <Group gap="sm" wrap="wrap">
            {event.status === 'published' ? (
              <Button
                component={Link}
                to={paths.events.checkIn(event.id)}
                leftSection={<LuDoorOpen aria-hidden />}
              >
                {t('eventDay.checkIn.open')}
              </Button>
            ) : null}
            <Button
              component={Link}
              to={paths.events.lists(event.id)}
              variant="default"
              leftSection={<LuClipboardList aria-hidden />}
            >
              {t('eventLists.open')}
            </Button>
            <Button
              component="a"
              href={`#${PARTICIPANT_MESSAGES_ID}`}
              variant="default"
              leftSection={<LuMail aria-hidden />}
            >
              {t('eventMessages.open')}
            </Button>
            {signups.isSuccess ? <SettleButton event={event} signups={all} /> : null}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" component="dl" m={0}>
          {event.totals ? (
            <>
              <Total
                label={t('events.totals.expected')}
                value={format.kroner(event.totals.expected)}
              />
              <Total label={t('events.totals.paid')} value={format.kroner(event.totals.paid)} />
              <Total
                label={t('events.totals.outstanding')}
                value={format.kroner(event.totals.outstanding)}
              />
              <Total
                label={t('events.totals.refundsDue')}
                value={format.kroner(event.totals.refunds_due)}
              />
            </>
          ) : null}
          {signups.isSuccess ? (
            <Total
              label={t('events.totals.arrivedLabel')}
              value={t('events.totals.arrived', { arrived, count: confirmed.length })}
            />
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Paper radius="sm" p="xs" bg="var(--club-parchment-light)">
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={700} m={0}>
        {value}
      </Text>
    </Paper>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Checkbox,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Event, StaffSignup } from '@club/shared/contract/events';
import { useErrorMessage } from '../../../api/use-error-message';
import { useSignups } from '../api/get-signups';
import { PaymentDialog } from './payment-dialog';
import { SettleButton } from './settle-button';
import { SignupCard } from './signup-card';
import { filterSignups, noFilter, type SignupFilter } from './signup-filters';
import { useEventFormat } from './use-event-format';

/** Staff's part of the event page: money, who has arrived, every sign-up, and settling. */
export function StaffPanel({ event }: { event: Event }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const format = useEventFormat();
  const signups = useSignups(event.id, true);
  const [filter, setFilter] = useState<SignupFilter>(noFilter);
  const [paying, setPaying] = useState<StaffSignup | null>(null);
  const all = signups.data?.signups ?? [];
  const confirmed = all.filter((signup) => signup.status === 'confirmed');
  const arrived = confirmed.filter((signup) => signup.checked_in_at !== null).length;
  const shown = filterSignups(all, filter);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="staff-title"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h3" id="staff-title">
            {t('events.staff.title')}
          </Title>
          {signups.isSuccess ? <SettleButton event={event} signups={all} /> : null}
        </Group>
        {event.totals ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="dl" m={0}>
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
              label={t('events.totals.arrivedLabel')}
              value={t('events.totals.arrived', { arrived, count: confirmed.length })}
            />
          </SimpleGrid>
        ) : null}
        <Group gap="sm" wrap="wrap" align="center">
          <SegmentedControl
            size="xs"
            aria-label={t('events.staff.filterRole')}
            value={filter.role}
            onChange={(role) => setFilter({ ...filter, role: role as SignupFilter['role'] })}
            data={[
              { value: 'all', label: t('events.staff.all') },
              { value: 'player', label: t('events.role.playerPlural') },
              { value: 'crew', label: t('events.role.crewPlural') },
            ]}
          />
          <SegmentedControl
            size="xs"
            aria-label={t('events.staff.filterStatus')}
            value={filter.status}
            onChange={(status) =>
              setFilter({ ...filter, status: status as SignupFilter['status'] })
            }
            data={[
              { value: 'all', label: t('events.staff.all') },
              { value: 'confirmed', label: t('events.staff.confirmed') },
              { value: 'waitlisted', label: t('events.staff.waitlist') },
            ]}
          />
          <Checkbox
            label={t('events.staff.unpaidOnly')}
            checked={filter.unpaidOnly}
            onChange={(e) => setFilter({ ...filter, unpaidOnly: e.currentTarget.checked })}
          />
        </Group>
        {signups.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : signups.isError ? (
          <Alert color="oxblood" role="alert">
            {errorMessage(signups.error, 'events.staff.loadFailed')}
          </Alert>
        ) : shown.length === 0 ? (
          <Text c="dimmed" size="sm">
            {all.length === 0 ? t('events.staff.none') : t('events.staff.noneMatch')}
          </Text>
        ) : (
          <Stack gap="xs" aria-label={t('events.staff.list', { count: shown.length })} role="list">
            {shown.map((signup) => (
              <div role="listitem" key={signup.id}>
                <SignupCard event={event} signup={signup} onPayment={setPaying} />
              </div>
            ))}
          </Stack>
        )}
      </Stack>
      <PaymentDialog eventId={event.id} signup={paying} onClose={() => setPaying(null)} />
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

import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LuClipboardList, LuDoorOpen } from 'react-icons/lu';
import type { Event, StaffSignup } from '@club/shared/contract/events';
import { useErrorMessage } from '../../../api/use-error-message';
import { StaffWorkList } from '../../../components/staff-work-list';
import { paths } from '../../../config/paths';
import { useSignups } from '../api/get-signups';
import { PaymentDialog } from './payment-dialog';
import { SettleButton } from './settle-button';
import { filterSignups, noFilter, type SignupFilter } from './signup-filters';
import { SignupActions, SignupState } from './signup-row';
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
  const allLabel = t('events.staff.all');

  return (
    <Stack gap="md">
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
              {signups.isSuccess ? <SettleButton event={event} signups={all} /> : null}
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="dl" m={0}>
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
      <StaffWorkList
        id="signups"
        title={t('events.staff.title')}
        filters={[
          {
            label: t('events.staff.filterRole'),
            value: filter.role,
            options: [
              { value: 'all', label: allLabel },
              { value: 'player', label: t('events.role.playerPlural') },
              { value: 'crew', label: t('events.role.crewPlural') },
            ],
            onChange: (role: SignupFilter['role']) => setFilter({ ...filter, role }),
          },
          {
            label: t('events.staff.filterStatus'),
            value: filter.status,
            options: [
              { value: 'all', label: allLabel },
              { value: 'confirmed', label: t('events.staff.confirmed') },
              { value: 'waitlisted', label: t('events.staff.waitlist') },
            ],
            onChange: (status: SignupFilter['status']) => setFilter({ ...filter, status }),
          },
          {
            label: t('events.staff.filterPayment'),
            value: filter.unpaidOnly ? 'unpaid' : 'all',
            options: [
              { value: 'all', label: allLabel },
              { value: 'unpaid', label: t('events.payment.unpaid') },
            ],
            onChange: (value: string) => setFilter({ ...filter, unpaidOnly: value === 'unpaid' }),
          },
        ]}
        status={signups.status}
        loadFailedText={errorMessage(signups.error, 'events.staff.loadFailed')}
        emptyText={all.length === 0 ? t('events.staff.none') : t('events.staff.noneMatch')}
        rows={filterSignups(all, filter)}
        rowKey={(signup) => signup.id}
        character={(signup) => signup.character_name ?? signup.user_name}
        member={(signup) =>
          signup.character_name ? signup.user_name : t('events.staff.noCharacter')
        }
        state={(signup) => <SignupState signup={signup} />}
        actions={(signup) => <SignupActions event={event} signup={signup} onPayment={setPaying} />}
      />
      <PaymentDialog eventId={event.id} signup={paying} onClose={() => setPaying(null)} />
    </Stack>
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

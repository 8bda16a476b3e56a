import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Modal } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { Event, StaffSignup } from '@club/shared/contract/events';
import { useErrorMessage } from '../../../api/use-error-message';
import { StaffWorkList } from '../../../components/staff-work-list';
import { useSignups } from '../api/get-signups';
import { PaymentDialog } from './payment-dialog';
import { filterFromSearch, filterSignups, type SignupFilter } from './signup-filters';
import { SignupActions, SignupState } from './signup-row';
import { SignupThread } from './signup-thread';

/**
 * Every sign-up for staff, filtered by role, status and payment (a link may open it on
 * those who still owe or are owed a refund), with each one's payments and thread.
 */
export function StaffSignups({ event }: { event: Event }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [search] = useSearchParams();
  const signups = useSignups(event.id, true);
  const [filter, setFilter] = useState<SignupFilter>(() => filterFromSearch(search));
  const [paying, setPaying] = useState<StaffSignup | null>(null);
  const [reading, setReading] = useState<StaffSignup | null>(null);
  const all = signups.data?.signups ?? [];
  const allLabel = t('events.staff.all');
  const anyWithdrawn = all.some((signup) => signup.status === 'withdrawn');

  return (
    <>
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
              ...(anyWithdrawn || filter.status === 'withdrawn'
                ? [{ value: 'withdrawn' as const, label: t('events.staff.withdrawn') }]
                : []),
            ],
            onChange: (status: SignupFilter['status']) => setFilter({ ...filter, status }),
          },
          {
            label: t('events.staff.filterPayment'),
            value: filter.payment,
            options: [
              { value: 'all', label: allLabel },
              { value: 'unpaid', label: t('events.staff.unpaid') },
              { value: 'refunds', label: t('events.staff.refunds') },
            ],
            onChange: (payment: SignupFilter['payment']) => setFilter({ ...filter, payment }),
          },
        ]}
        status={signups.status}
        loadFailedText={errorMessage(signups.error, 'events.staff.loadFailed')}
        emptyText={all.length === 0 ? t('events.staff.none') : t('events.staff.noneMatch')}
        rows={filterSignups(all, filter)}
        rowKey={(signup) => signup.id}
        // Titled by the member for players and crew alike; the figure under the name.
        character={(signup) => signup.user_name}
        member={(signup) =>
          signup.character_name
            ? t('events.staff.character', { name: signup.character_name })
            : t('events.staff.noCharacter')
        }
        state={(signup) => <SignupState signup={signup} />}
        actions={(signup) => (
          <SignupActions
            event={event}
            signup={signup}
            onPayment={setPaying}
            onMessages={setReading}
          />
        )}
      />
      <PaymentDialog eventId={event.id} signup={paying} onClose={() => setPaying(null)} />
      <Modal
        opened={reading !== null}
        onClose={() => setReading(null)}
        centered
        size="lg"
        title={reading ? t('eventMessages.threadWith', { name: reading.user_name }) : ''}
      >
        {reading ? <SignupThread eventId={event.id} signupId={reading.id} staff /> : null}
      </Modal>
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDateFormat } from '../../../lib/date-format';
import { Button, Group, Text } from '@mantine/core';
import { CHANGE_REQUEST_LIMITS } from '@club/shared/contract/change-requests-constants';
import type { ChangeRequest, ChangeRequestStatus } from '@club/shared/contract/change-requests';
import {
  StaffNoteForm,
  StaffRowError,
  StaffWorkList,
  useStaffRowAction,
} from '../../../components/staff-work-list';
import { useAnswerChangeRequest } from '../api/answer-change-request';
import { useChangeRequests } from '../api/get-change-requests';

type Filter = ChangeRequestStatus | 'all';

/** Staff's change requests (user management): open ones first, to approve or decline. */
export function ChangeRequestsPanel() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [filter, setFilter] = useState<Filter>('open');
  const query = useChangeRequests(filter);
  const requests = query.data?.requests ?? [];
  return (
    <StaffWorkList
      id="change-requests"
      title={t('changeRequests.staff.title')}
      count={query.data && filter === 'open' ? requests.length : null}
      filters={[
        {
          label: t('changeRequests.staff.filter'),
          value: filter,
          options: (['open', 'approved', 'declined', 'all'] as const).map((status) => ({
            value: status,
            label: t(`changeRequests.status.${status}`),
          })),
          onChange: (value: Filter) => setFilter(value),
        },
      ]}
      status={query.status}
      loadFailedText={t('changeRequests.staff.loadFailed')}
      emptyText={t('changeRequests.staff.none')}
      rows={requests}
      rowKey={(request) => request.id}
      character={(request) => request.character_name}
      member={(request) =>
        t('changeRequests.staff.from', {
          user: request.user_name,
          date: format.date(request.created_at),
        })
      }
      state={(request) => (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {request.message}
        </Text>
      )}
      actions={(request) => <RequestActions request={request} />}
    />
  );
}

type AnswerBody = { status: 'approved' } | { status: 'declined'; reason: string };

/** An answered request says how it was answered; an open one offers approve or decline. */
function RequestActions({ request }: { request: ChangeRequest }) {
  const { t } = useTranslation();
  const answer = useAnswerChangeRequest();
  const action = useStaffRowAction(
    (body: AnswerBody, callbacks) => answer.mutate({ id: request.id, body }, callbacks),
    (body) => t(`changeRequests.staff.${body.status}`, { name: request.character_name }),
    'changeRequests.staff.failed',
  );
  const send = action.run;

  return (
    <>
      {request.status !== 'open' ? (
        <Text size="xs" c="dimmed">
          {t(`changeRequests.staff.answered.${request.status}`, {
            by: request.answered_by_name ?? '',
          })}
          {request.reason
            ? ` ${t('changeRequests.member.reason', { reason: request.reason })}`
            : ''}
        </Text>
      ) : action.asking ? (
        <StaffNoteForm
          note={action.note}
          onNoteChange={action.setNote}
          label={t('changeRequests.staff.reasonLabel', { name: request.character_name })}
          maxLength={CHANGE_REQUEST_LIMITS.reason}
          confirmLabel={t('changeRequests.staff.declineConfirm')}
          confirmColor="oxblood"
          busy={answer.isPending}
          requiredText={t('changeRequests.staff.reasonRequired')}
          onConfirm={(reason) => send({ status: 'declined', reason })}
          onInvalid={action.setError}
          onCancel={() => action.setAsking(false)}
        />
      ) : (
        <Group gap="xs">
          <Button
            size="xs"
            loading={answer.isPending}
            onClick={() => send({ status: 'approved' })}
            aria-label={t('changeRequests.staff.approveFor', { name: request.character_name })}
          >
            {t('changeRequests.staff.approve')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => action.setAsking(true)}
            aria-label={t('changeRequests.staff.declineFor', { name: request.character_name })}
          >
            {t('changeRequests.staff.decline')}
          </Button>
        </Group>
      )}
      <StaffRowError error={action.error} />
    </>
  );
}

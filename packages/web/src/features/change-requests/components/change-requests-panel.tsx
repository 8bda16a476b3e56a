import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CHANGE_REQUEST_LIMITS,
  type ChangeRequest,
  type ChangeRequestStatus,
} from '@club/shared/contract/change-requests';
import { useErrorMessage } from '../../../api/use-error-message';
import { StaffNoteForm, StaffWorkList } from '../../../components/staff-work-list';
import { useAnswerChangeRequest } from '../api/answer-change-request';
import { useChangeRequests } from '../api/get-change-requests';

type Filter = ChangeRequestStatus | 'all';

/** Staff's change requests (user management): open ones first, to approve or decline. */
export function ChangeRequestsPanel() {
  const { t, i18n } = useTranslation();
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
          date: new Date(request.created_at).toLocaleDateString(i18n.language, {
            dateStyle: 'medium',
          }),
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

/** An answered request says how it was answered; an open one offers approve or decline. */
function RequestActions({ request }: { request: ChangeRequest }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const answer = useAnswerChangeRequest();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = (body: { status: 'approved' } | { status: 'declined'; reason: string }) => {
    setError(null);
    answer.mutate(
      { id: request.id, body },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(`changeRequests.staff.${body.status}`, { name: request.character_name }),
          }),
        onError: (failure) => setError(errorMessage(failure, 'changeRequests.staff.failed')),
      },
    );
  };

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
      ) : declining ? (
        <StaffNoteForm
          note={reason}
          onNoteChange={setReason}
          label={t('changeRequests.staff.reasonLabel', { name: request.character_name })}
          maxLength={CHANGE_REQUEST_LIMITS.reason}
          confirmLabel={t('changeRequests.staff.declineConfirm')}
          confirmColor="oxblood"
          busy={answer.isPending}
          requiredText={t('changeRequests.staff.reasonRequired')}
          onConfirm={(reason) => send({ status: 'declined', reason })}
          onInvalid={setError}
          onCancel={() => setDeclining(false)}
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
            onClick={() => setDeclining(true)}
            aria-label={t('changeRequests.staff.declineFor', { name: request.character_name })}
          >
            {t('changeRequests.staff.decline')}
          </Button>
        </Group>
      )}
      {error ? (
        <Alert color="oxblood" role="alert" p="xs">
          {error}
        </Alert>
      ) : null}
    </>
  );
}

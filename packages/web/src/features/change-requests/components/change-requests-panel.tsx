import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CHANGE_REQUEST_LIMITS,
  type ChangeRequest,
  type ChangeRequestStatus,
} from '@club/shared/contract/change-requests';
import { useErrorMessage } from '../../../api/use-error-message';
import { useAnswerChangeRequest } from '../api/answer-change-request';
import { useChangeRequests } from '../api/get-change-requests';

type Filter = ChangeRequestStatus | 'all';

/** Staff's change requests (user management): open ones first, to approve or decline. */
export function ChangeRequestsPanel() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('open');
  const query = useChangeRequests(filter);
  const requests = query.data?.requests ?? [];
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="change-requests-title"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Title order={2} size="h3" id="change-requests-title">
              {t('changeRequests.staff.title')}
            </Title>
            {query.data && filter === 'open' ? (
              <Badge color={requests.length > 0 ? 'oxblood' : 'gray'} variant="light">
                {requests.length}
              </Badge>
            ) : null}
          </Group>
          <SegmentedControl
            size="xs"
            value={filter}
            onChange={(value) => setFilter(value as Filter)}
            aria-label={t('changeRequests.staff.filter')}
            data={(['open', 'approved', 'declined', 'all'] as const).map((status) => ({
              value: status,
              label: t(`changeRequests.status.${status}`),
            }))}
          />
        </Group>
        {query.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : query.isError ? (
          <Alert color="oxblood" role="alert">
            {t('changeRequests.staff.loadFailed')}
          </Alert>
        ) : requests.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('changeRequests.staff.none')}
          </Text>
        ) : (
          requests.map((request) => <RequestItem key={request.id} request={request} />)
        )}
      </Stack>
    </Paper>
  );
}

function RequestItem({ request }: { request: ChangeRequest }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const answer = useAnswerChangeRequest();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = `change-request-${request.id}`;
  const date = new Date(request.created_at).toLocaleDateString(i18n.language, {
    dateStyle: 'medium',
  });

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
    <Paper withBorder p="sm" radius="sm" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} id={titleId} style={{ overflowWrap: 'break-word' }}>
            {request.character_name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('changeRequests.staff.from', { user: request.user_name, date })}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {request.message}
        </Text>
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
          <Stack gap="xs">
            <Textarea
              label={t('changeRequests.staff.reasonLabel', { name: request.character_name })}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={CHANGE_REQUEST_LIMITS.reason}
              autosize
              minRows={2}
            />
            <Group gap="xs">
              <Button
                size="xs"
                color="oxblood"
                loading={answer.isPending}
                onClick={() =>
                  reason.trim()
                    ? send({ status: 'declined', reason: reason.trim() })
                    : setError(t('changeRequests.staff.reasonRequired'))
                }
              >
                {t('changeRequests.staff.declineConfirm')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setDeclining(false)}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
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
      </Stack>
    </Paper>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDateFormat } from '../../../lib/date-format';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { TextareaOnDemand } from '../../../components/textarea-on-demand';
import { notifications } from 'mantine-toast-store';
import { CHANGE_REQUEST_LIMITS } from '@club/shared/contract/change-requests-constants';
import type { Character } from '@club/shared/contract/characters';
import { useErrorMessage } from '../../../api/use-error-message';
import { useCreateChangeRequest } from '../api/create-change-request';

/**
 * The member's side of a change request: ask staff to reopen a locked sheet, see that the
 * request waits, and read the answer (approved, or declined with staff's reason).
 */
export function ChangeRequestPanel({
  character,
  canAsk = true,
}: {
  character: Pick<Character, 'id' | 'name' | 'allow_update' | 'change_request'>;
  /** Only the owner asks; staff looking at the sheet see the status only. */
  canAsk?: boolean;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const errorMessage = useErrorMessage();
  const create = useCreateChangeRequest(character.id);
  const [writing, setWriting] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = character.change_request;
  const date = (iso: string | null) => (iso ? format.date(iso) : '');

  const submit = () => {
    const text = message.trim();
    if (!text) {
      setError(t('changeRequests.member.messageRequired'));
      return;
    }
    setError(null);
    create.mutate(
      { message: text },
      {
        onSuccess: () => {
          setWriting(false);
          setMessage('');
          notifications.show({ color: 'green', message: t('changeRequests.member.sent') });
        },
        onError: (failure) => setError(errorMessage(failure, 'changeRequests.member.failed')),
      },
    );
  };

  const answer =
    request && request.status !== 'open' ? (
      <Alert
        color={request.status === 'approved' ? 'green' : 'oxblood'}
        variant="light"
        p="xs"
        title={t(`changeRequests.member.${request.status}`, { date: date(request.answered_at) })}
      >
        {request.reason ? (
          <Text size="sm">{t('changeRequests.member.reason', { reason: request.reason })}</Text>
        ) : null}
      </Alert>
    ) : null;

  if (request?.status === 'open') {
    return (
      <Alert color="blue" variant="light" p="xs" title={t('changeRequests.member.waiting')}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('changeRequests.member.yourMessage', {
            message: request.message,
            date: date(request.created_at),
          })}
        </Text>
      </Alert>
    );
  }

  const locked = character.allow_update === 0;
  return (
    <Stack gap="xs">
      {answer}
      {canAsk && locked && !writing ? (
        <Group>
          <Button size="xs" variant="light" onClick={() => setWriting(true)}>
            {t('changeRequests.member.ask')}
          </Button>
        </Group>
      ) : null}
      {canAsk && locked && writing ? (
        <Stack gap="xs">
          <TextareaOnDemand
            label={t('changeRequests.member.messageLabel', { name: character.name })}
            description={t('changeRequests.member.messageHint')}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            maxLength={CHANGE_REQUEST_LIMITS.message}
            autosize
            minRows={2}
            error={error}
            data-autofocus
          />
          <Group gap="xs">
            <Button size="xs" onClick={submit} loading={create.isPending}>
              {t('changeRequests.member.send')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setWriting(false)}>
              {t('changeRequests.member.cancel')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { EVENT_LIMITS } from '@club/shared/contract/events-constants';
import type { SignupMessage } from '@club/shared/contract/events';
import { useErrorMessage } from '../../../api/use-error-message';
import { useTranslation } from '../../../i18n/use-translation';
import { useDateFormat } from '../../../lib/date-format';
import { useThread } from '../api/get-thread';
import { useWriteInThread } from '../api/write-in-thread';

export interface SignupThreadProps {
  eventId: number;
  signupId: number;
  /** Staff answer (and see who of them wrote); else the sign-up's member writes. */
  staff?: boolean;
}

/**
 * A member's thread with the organizers about their sign-up: the member writes, any
 * organizer answers, both read it all here, oldest first.
 */
export function SignupThread({ eventId, signupId, staff = false }: SignupThreadProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const thread = useThread(eventId, signupId);
  const write = useWriteInThread(eventId, signupId);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = body.trim();
    if (!text) {
      setProblem(t('eventMessages.bodyRequired'));
      return;
    }
    setProblem(null);
    write.mutate(
      { body: text },
      {
        onSuccess: () => {
          setBody('');
          notifications.show({
            color: 'green',
            message: staff ? t('eventMessages.answered') : t('eventMessages.sentToOrganizers'),
          });
        },
      },
    );
  };

  const label = staff ? t('eventMessages.answer') : t('eventMessages.writeToOrganizers');
  return (
    <Stack gap="sm">
      {thread.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : thread.isError ? (
        <Alert color="oxblood" role="alert">
          {errorMessage(thread.error, 'eventMessages.loadFailed')}
        </Alert>
      ) : thread.data.messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {staff ? t('eventMessages.noneStaff') : t('eventMessages.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {thread.data.messages.map((message) => (
            <ThreadMessage key={message.id} message={message} staff={staff} />
          ))}
        </Stack>
      )}
      <form onSubmit={submit} noValidate aria-label={label}>
        <Stack gap="xs">
          <Textarea
            label={label}
            description={staff ? undefined : t('eventMessages.writeHint')}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            maxLength={EVENT_LIMITS.messageBody}
            autosize
            minRows={2}
            error={problem}
          />
          {write.isError ? (
            <Alert color="oxblood" role="alert">
              {errorMessage(write.error, 'eventMessages.failed')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={write.isPending}>
              {t('eventMessages.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function ThreadMessage({ message, staff }: { message: SignupMessage; staff: boolean }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  // Members see the organizers as one voice (with the name of who answered); staff see
  // the member's words as the member's.
  const who = message.from_staff
    ? t('eventMessages.fromOrganizer', {
        name: message.author_name ?? t('eventMessages.organizers'),
      })
    : staff
      ? t('eventMessages.fromMember')
      : t('eventMessages.fromYou');
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="xs"
      bg={message.from_staff ? 'var(--club-parchment-light)' : undefined}
    >
      <Text size="xs" c="dimmed">
        {who} · {format.dateTime(message.created_at)}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Text>
    </Paper>
  );
}

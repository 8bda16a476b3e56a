import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { EVENT_LIMITS, MESSAGE_AUDIENCES } from '@club/shared/contract/events-constants';
import type { Event, MessageAudience } from '@club/shared/contract/events';
import { useErrorMessage } from '../../../api/use-error-message';
import { useTranslation } from '../../../i18n/use-translation';
import { useDateFormat } from '../../../lib/date-format';
import { useEventMessages } from '../api/get-event-messages';
import { useSendEventMessage } from '../api/send-event-message';
import { PARTICIPANT_MESSAGES_ID } from './staff-overview';

/**
 * Staff write to the event's participants (all, the players, crew, or those who still
 * owe): each gets it in the inbox, and by mail unless they turned such mails off. What was
 * sent, to whom and how many, stays listed below.
 */
export function ParticipantMessages({ event }: { event: Event }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const format = useDateFormat();
  const sent = useEventMessages(event.id);
  const send = useSendEventMessage(event.id);
  const [to, setTo] = useState<MessageAudience>('all');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<{ subject?: string; body?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      ...(subject.trim() ? {} : { subject: t('eventMessages.subjectRequired') }),
      ...(body.trim() ? {} : { body: t('eventMessages.bodyRequired') }),
    };
    setProblems(found);
    if (found.subject || found.body) return;
    send.mutate(
      { to, subject: subject.trim(), body: body.trim() },
      {
        onSuccess: ({ message }) => {
          setSubject('');
          setBody('');
          notifications.show({
            color: 'green',
            message: t('eventMessages.sent', { count: message.recipients }),
          });
        },
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      id={PARTICIPANT_MESSAGES_ID}
      aria-labelledby="participant-messages-title"
      style={{ scrollMarginTop: 'var(--club-header-height, 4rem)' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="participant-messages-title">
          {t('eventMessages.title')}
        </Title>
        <form onSubmit={submit} noValidate aria-label={t('eventMessages.title')}>
          <Stack gap="sm">
            <NativeSelect
              label={t('eventMessages.to')}
              value={to}
              onChange={(e) => setTo(e.currentTarget.value as MessageAudience)}
              data={MESSAGE_AUDIENCES.map((audience) => ({
                value: audience,
                label: t(`eventMessages.audience.${audience}`),
              }))}
            />
            <TextInput
              label={t('eventMessages.subject')}
              value={subject}
              onChange={(e) => setSubject(e.currentTarget.value)}
              maxLength={EVENT_LIMITS.messageSubject}
              required
              error={problems.subject}
            />
            <Textarea
              label={t('eventMessages.body')}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              maxLength={EVENT_LIMITS.messageBody}
              autosize
              minRows={3}
              required
              error={problems.body}
            />
            <Text size="xs" c="dimmed">
              {t('eventMessages.hint')}
            </Text>
            {send.isError ? (
              <Alert color="oxblood" role="alert">
                {errorMessage(send.error, 'eventMessages.failed')}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending}>
                {t('eventMessages.send')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Title order={3} size="h4">
          {t('eventMessages.sentTitle')}
        </Title>
        {sent.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : sent.isError ? (
          <Alert color="oxblood" role="alert">
            {errorMessage(sent.error, 'eventMessages.loadFailed')}
          </Alert>
        ) : sent.data.messages.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('eventMessages.noneSent')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {sent.data.messages.map((message) => (
              <Paper key={message.id} component="li" withBorder radius="sm" p="xs">
                <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {message.subject}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('eventMessages.sentLine', {
                    to: t(`eventMessages.audience.${message.to}`),
                    count: message.recipients,
                    at: format.dateTime(message.created_at),
                    name: message.author_name ?? t('eventMessages.organizers'),
                  })}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.body}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

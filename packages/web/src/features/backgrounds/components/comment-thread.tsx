import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { BACKGROUND_LIMITS } from '@club/shared/contract/backgrounds-constants';
import type { CharacterComment } from '@club/shared/contract/backgrounds';
import { canSeeStaffOnlyComments } from '@club/shared/rules/permissions';
import { useErrorMessage } from '../../../api/use-error-message';
import { useSession } from '../../../lib/session';
import { useComments } from '../api/get-comments';
import { useCreateComment } from '../api/create-comment';
import type { ThreadCharacter } from './background-section';
import { useDateTime } from './use-date-time';

/**
 * The conversation between a character's player and the organizers. Staff also see and
 * write notes only staff see, marked as such on a background of their own.
 */
export function CommentThread({ character }: { character: ThreadCharacter }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const comments = useComments(character.id);
  const staff = canSeeStaffOnlyComments(user?.role);

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="comments-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="comments-title">
          {t('backgrounds.comments.title')}
        </Title>
        {comments.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : comments.isError ? (
          <Text c="red.8">{errorMessage(comments.error, 'backgrounds.comments.loadFailed')}</Text>
        ) : comments.data.comments.length === 0 ? (
          <Text c="dimmed">{t('backgrounds.comments.none')}</Text>
        ) : (
          <Stack
            component="ol"
            gap="xs"
            aria-labelledby="comments-title"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {comments.data.comments.map((comment) => (
              <li key={comment.id}>
                <CommentItem comment={comment} />
              </li>
            ))}
          </Stack>
        )}
        <CommentForm characterId={character.id} staff={staff} />
      </Stack>
    </Paper>
  );
}

function CommentItem({ comment }: { comment: CharacterComment }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const author = comment.author_name ?? t('backgrounds.formerMember');
  return (
    <Paper
      component="article"
      aria-label={t(
        comment.staff_only ? 'backgrounds.comments.noteBy' : 'backgrounds.comments.by',
        {
          name: author,
        },
      )}
      p="xs"
      radius="sm"
      withBorder
      bg={comment.staff_only ? 'var(--mantine-color-yellow-0)' : undefined}
      style={comment.staff_only ? { borderStyle: 'dashed' } : undefined}
    >
      <Group gap="xs" wrap="wrap" mb={4}>
        <Text fw={700} size="sm">
          {author}
        </Text>
        {comment.author_is_staff ? (
          <Badge size="xs" variant="light" color="blue">
            {t('backgrounds.comments.organizer')}
          </Badge>
        ) : null}
        {comment.staff_only ? (
          <Badge size="xs" variant="filled" color="yellow.9">
            {t('backgrounds.comments.staffOnly')}
          </Badge>
        ) : null}
        <Text size="xs" c="dimmed" component="time" dateTime={comment.created_at}>
          {dateTime(comment.created_at)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.text}
      </Text>
    </Paper>
  );
}

function CommentForm({ characterId, staff }: { characterId: number; staff: boolean }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const create = useCreateComment(characterId);
  const [text, setText] = useState('');
  const [staffOnly, setStaffOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = () => {
    if (!text.trim()) {
      setError(t('backgrounds.comments.required'));
      return;
    }
    setError(null);
    create.mutate(
      { text: text.trim(), staff_only: staff && staffOnly },
      {
        onSuccess: () => {
          setText('');
          setStaffOnly(false);
        },
        onError: (failure) => setError(errorMessage(failure, 'backgrounds.comments.failed')),
      },
    );
  };

  return (
    <Stack
      gap="xs"
      component="form"
      aria-label={t('backgrounds.comments.write')}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Textarea
        label={t('backgrounds.comments.label')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={BACKGROUND_LIMITS.comment}
        autosize
        minRows={2}
        error={error}
      />
      <Group gap="sm" justify="space-between" wrap="wrap">
        {staff ? (
          <Checkbox
            label={t('backgrounds.comments.staffOnlyLabel')}
            description={t('backgrounds.comments.staffOnlyHint')}
            checked={staffOnly}
            onChange={(event) => setStaffOnly(event.currentTarget.checked)}
          />
        ) : (
          <span />
        )}
        <Button type="submit" loading={create.isPending}>
          {t(staffOnly ? 'backgrounds.comments.sendNote' : 'backgrounds.comments.send')}
        </Button>
      </Group>
    </Stack>
  );
}

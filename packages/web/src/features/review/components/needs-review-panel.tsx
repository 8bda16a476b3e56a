import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { NeedsReviewCharacter } from '@club/shared/contract/review';
import { REVIEW_NOTE_MAX } from '@club/shared/contract/review';
import { useErrorMessage } from '../../../api/use-error-message';
import { useNeedsReview } from '../api/get-needs-review';
import { useResolveReview } from '../api/resolve-review';
import { reviewReasonText } from '../review-reason-text';

/**
 * Staff's list of characters under review (user management): each with its reasons, and
 * the two ways to resolve it: unlock the sheet for the member to rebuild, or accept it.
 */
export function NeedsReviewPanel() {
  const { t } = useTranslation();
  const query = useNeedsReview();
  const characters = query.data?.characters ?? [];
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="needs-review-title"
    >
      <Group gap="xs" mb="xs">
        <Title order={2} size="h3" id="needs-review-title">
          {t('review.staff.title')}
        </Title>
        {query.data ? (
          <Badge color={characters.length > 0 ? 'oxblood' : 'gray'} variant="light">
            {characters.length}
          </Badge>
        ) : null}
      </Group>
      {query.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : query.isError ? (
        <Alert color="oxblood" role="alert">
          {t('review.staff.loadFailed')}
        </Alert>
      ) : characters.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('review.staff.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {characters.map((character) => (
            <ReviewItem key={character.id} character={character} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function ReviewItem({ character }: { character: NeedsReviewCharacter }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const resolve = useResolveReview();
  const [accepting, setAccepting] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = `review-${character.id}`;

  const run = (body: { action: 'unlock' } | { action: 'accept'; note: string }) => {
    setError(null);
    resolve.mutate(
      { characterId: character.id, body },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(`review.staff.${body.action}ed`, { name: character.name }),
          }),
        onError: (failure) => setError(errorMessage(failure, 'review.staff.failed')),
      },
    );
  };

  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} id={titleId} style={{ overflowWrap: 'break-word' }}>
            {character.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('review.staff.owner', {
              user: character.user_name,
              race: character.race_name,
              className: character.class_name,
            })}
          </Text>
        </Group>
        <List size="sm" spacing={2}>
          {character.reasons.map((reason) => (
            <List.Item key={`${reason.code}:${JSON.stringify(reason.params)}`}>
              {reviewReasonText(t, reason)}
            </List.Item>
          ))}
        </List>
        {character.allow_update === 1 ? (
          <Text size="xs" c="dimmed">
            {t('review.staff.alreadyOpen')}
          </Text>
        ) : null}
        {accepting ? (
          <Stack gap="xs">
            <Textarea
              label={t('review.staff.noteLabel', { name: character.name })}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={REVIEW_NOTE_MAX}
              autosize
              minRows={2}
            />
            <Group gap="xs">
              <Button
                size="xs"
                onClick={() =>
                  note.trim()
                    ? run({ action: 'accept', note: note.trim() })
                    : setError(t('review.staff.noteRequired'))
                }
                loading={resolve.isPending}
              >
                {t('review.staff.acceptConfirm')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setAccepting(false)}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs">
            <Button
              size="xs"
              onClick={() => run({ action: 'unlock' })}
              loading={resolve.isPending}
              disabled={character.allow_update === 1}
              aria-label={t('review.staff.unlockFor', { name: character.name })}
            >
              {t('review.staff.unlock')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => setAccepting(true)}
              aria-label={t('review.staff.acceptFor', { name: character.name })}
            >
              {t('review.staff.accept')}
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

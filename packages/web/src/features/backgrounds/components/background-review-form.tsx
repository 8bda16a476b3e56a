import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../../i18n/use-translation';
import { BACKGROUND_LIMITS } from '@club/shared/contract/backgrounds-constants';
import type { Background, BackgroundReview } from '@club/shared/contract/backgrounds';
import { useErrorMessage } from '../../../api/use-error-message';
import { useReviewBackground } from '../api/review-background';

/** Staff's answer to a submitted background: approve, or ask for changes saying which. */
export function BackgroundReviewForm({ background }: { background: Background }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const review = useReviewBackground(background.character_id);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const approved = background.status === 'approved';

  const send = (status: BackgroundReview['status']) => {
    if (status === 'changes_requested' && !comment.trim()) {
      setError(t('backgrounds.review.commentRequired'));
      return;
    }
    setError(null);
    review.mutate(
      { status, comment: comment.trim() },
      {
        onSuccess: () => {
          setComment('');
          notifications.show({ color: 'green', message: t(`backgrounds.review.done.${status}`) });
        },
        onError: (failure) => setError(errorMessage(failure, 'backgrounds.review.failed')),
      },
    );
  };

  return (
    <Stack
      gap="xs"
      component="form"
      aria-label={t('backgrounds.review.title')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Textarea
        label={t('backgrounds.review.comment')}
        description={t(approved ? 'backgrounds.review.reopenHint' : 'backgrounds.review.hint')}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        maxLength={BACKGROUND_LIMITS.reviewComment}
        autosize
        minRows={2}
        error={error}
      />
      <Group gap="xs">
        {approved ? null : (
          <Button color="green.8" onClick={() => send('approved')} loading={review.isPending}>
            {t('backgrounds.review.approve')}
          </Button>
        )}
        <Button
          variant="light"
          color="oxblood"
          onClick={() => send('changes_requested')}
          loading={review.isPending}
        >
          {t('backgrounds.review.requestChanges')}
        </Button>
      </Group>
    </Stack>
  );
}

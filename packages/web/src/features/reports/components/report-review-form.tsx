import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../../i18n/use-translation';
import { REPORT_LIMITS } from '@club/shared/contract/reports-constants';
import type { EventReport, ReportReview } from '@club/shared/contract/reports';
import { useErrorMessage } from '../../../api/use-error-message';
import { useReviewReport } from '../api/review-report';

/** Staff approve a submitted report (awarding the event's report XP) or return it. */
export function ReportReviewForm({ report }: { report: EventReport }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const review = useReviewReport();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const who = report.character_name ?? report.user_name ?? t('reports.formerMember');

  const send = (status: ReportReview['status']) => {
    if (status === 'returned' && !comment.trim()) {
      setError(t('reports.review.commentRequired'));
      return;
    }
    setError(null);
    review.mutate(
      { eventId: report.event_id, reportId: report.id, status, comment: comment.trim() },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t(`reports.review.done.${status}`) }),
        onError: (failure) => setError(errorMessage(failure, 'reports.review.failed')),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Textarea
        label={t('reports.review.comment', { name: who })}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        maxLength={REPORT_LIMITS.reviewComment}
        autosize
        minRows={1}
        error={error}
      />
      <Group gap="xs">
        <Button
          size="xs"
          color="green.8"
          onClick={() => send('approved')}
          loading={review.isPending}
        >
          {t('reports.review.approve')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="oxblood"
          onClick={() => send('returned')}
          loading={review.isPending}
        >
          {t('reports.review.return')}
        </Button>
      </Group>
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import { REPORT_LIMITS } from '@club/shared/contract/reports-constants';
import type { EventReport } from '@club/shared/contract/reports';
import { useErrorMessage } from '../../../api/use-error-message';
import { DocumentBody } from '../../../components/document-body';
import { useWriteReport } from '../api/write-report';
import { ReportStatusBadge } from './report-status-badge';

/**
 * The member's own after-event report: written once per event, changed while staff have
 * not approved it (a returned one goes back to them when saved).
 */
export function MyReport({
  eventId,
  characterName,
  report,
  xp,
}: {
  eventId: number;
  characterName: string;
  report: EventReport | null;
  /** The XP an approved report gives at this event. */
  xp: number;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const write = useWriteReport(eventId);
  const [editing, setEditing] = useState(report === null);
  const [text, setText] = useState(report?.text ?? '');
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    if (!text.trim()) {
      setError(t('reports.mine.required'));
      return;
    }
    setError(null);
    write.mutate(
      { reportId: report?.id ?? null, text },
      {
        onSuccess: () => {
          setEditing(false);
          notifications.show({ color: 'green', message: t('reports.mine.sent') });
        },
        onError: (failure) => setError(errorMessage(failure, 'reports.mine.failed')),
      },
    );
  };

  return (
    <Stack gap="xs">
      {report ? (
        <Group gap="xs">
          <ReportStatusBadge status={report.status} />
          {report.status === 'approved' && report.xp_awarded ? (
            <Text size="sm">{t('reports.mine.xpAwarded', { xp: report.xp_awarded })}</Text>
          ) : null}
        </Group>
      ) : (
        <Text size="sm">
          {xp > 0
            ? t('reports.mine.introXp', { name: characterName, xp })
            : t('reports.mine.intro', { name: characterName })}
        </Text>
      )}
      {report?.review_comment ? (
        <Alert
          color={report.status === 'returned' ? 'oxblood' : 'green'}
          variant="light"
          p="xs"
          title={t('reports.mine.answer', { name: report.reviewed_by_name ?? '' })}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {report.review_comment}
          </Text>
        </Alert>
      ) : null}
      {editing ? (
        <>
          <Textarea
            label={t('reports.mine.label', { name: characterName })}
            description={t('reports.mine.hint')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={REPORT_LIMITS.text}
            autosize
            minRows={6}
            error={error}
          />
          <Group gap="xs">
            <Button onClick={save} loading={write.isPending}>
              {t(report ? 'reports.mine.save' : 'reports.mine.send')}
            </Button>
            {report ? (
              <Button variant="default" onClick={() => setEditing(false)}>
                {t('reports.mine.cancel')}
              </Button>
            ) : null}
          </Group>
        </>
      ) : report ? (
        <>
          <DocumentBody source={report.text} titleLevel={2} />
          {report.status !== 'approved' ? (
            <Group>
              <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                {t('reports.mine.edit')}
              </Button>
            </Group>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

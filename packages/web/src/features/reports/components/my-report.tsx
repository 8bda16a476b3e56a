import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { REPORT_LIMITS } from '@club/shared/contract/reports-constants';
import type { EventReport, ReportDraft, ReportDraftResponse } from '@club/shared/contract/reports';
import { useErrorMessage } from '../../../api/use-error-message';
import { DocumentBody } from '../../../components/document-body';
import { LeaveGuard } from '../../../components/leave-guard';
import { WritingField } from '../../../components/writing-field';
import { draftKey, readLocalDraft } from '../../../lib/local-drafts';
import { useSession } from '../../../lib/session';
import { useDraft } from '../../../lib/use-draft';
import { reportDraftQuery } from '../api/get-report-draft';
import { discardReportDraft, saveReportDraft } from '../api/save-report-draft';
import { useWriteReport } from '../api/write-report';
import { ReportStatusBadge } from './report-status-badge';

/**
 * The member's own after-event report: written once per event, changed while staff have
 * not approved it (a returned one goes back to them when saved). What the member types is
 * kept as a draft, on this phone at once and on the server when they pause, until the
 * report is sent; a draft waiting opens the editor with it.
 */
export function MyReport({
  eventId,
  characterName,
  report,
  draft: serverDraft,
  xp,
}: {
  eventId: number;
  characterName: string;
  report: EventReport | null;
  /** The member's draft on the server (null: none, or it could not be read). */
  draft: ReportDraft | null;
  /** The XP an approved report gives at this event. */
  xp: number;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const write = useWriteReport(eventId);
  const storageKey = user ? draftKey(user.id, 'report', eventId) : null;
  const editable = report?.status !== 'approved';
  const [editing, setEditing] = useState(
    () =>
      report === null ||
      (editable &&
        ((serverDraft !== null && serverDraft.text !== report.text) ||
          (storageKey !== null && readLocalDraft(storageKey) !== null))),
  );
  const draft = useDraft({
    storageKey: editable ? storageKey : null,
    saved: serverDraft
      ? { text: serverDraft.text, at: serverDraft.updated_at }
      : { text: report?.text ?? '', at: null },
    persist: async (text) => {
      const saved = await saveReportDraft(eventId, text);
      return saved.draft?.updated_at ?? new Date().toISOString();
    },
  });
  const [error, setError] = useState<string | null>(null);
  // The server has no draft once the report is sent or the draft thrown away.
  const noDraft = () =>
    queryClient.setQueryData<ReportDraftResponse>(reportDraftQuery(eventId).queryKey, {
      draft: null,
    });

  const send = async () => {
    if (!draft.text.trim()) {
      setError(t('reports.mine.required'));
      return;
    }
    setError(null);
    // A draft save still under way must not land after the report and bring the draft back.
    await draft.settle();
    const text = draft.text;
    write.mutate(
      { reportId: report?.id ?? null, text },
      {
        onSuccess: () => {
          draft.reset(text);
          noDraft();
          setEditing(false);
          notifications.show({ color: 'green', message: t('reports.mine.sent') });
        },
        onError: (failure) => setError(errorMessage(failure, 'reports.mine.failed')),
      },
    );
  };

  const cancel = async () => {
    await draft.settle();
    draft.reset(report?.text ?? '');
    setEditing(false);
    noDraft();
    void discardReportDraft(eventId).catch(() => undefined);
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
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {report.review_comment}
          </Text>
        </Alert>
      ) : null}
      {editing ? (
        <>
          <LeaveGuard when={draft.dirty} onLeave={() => void draft.flush()} />
          <WritingField
            draft={draft}
            label={t('reports.mine.label', { name: characterName })}
            description={t('reports.mine.hint')}
            maxLength={REPORT_LIMITS.text}
            minRows={6}
            error={error}
          />
          <Group gap="xs">
            <Button onClick={() => void send()} loading={write.isPending}>
              {t(report ? 'reports.mine.save' : 'reports.mine.send')}
            </Button>
            {report ? (
              <Button variant="default" onClick={() => void cancel()}>
                {t('reports.mine.cancel')}
              </Button>
            ) : null}
          </Group>
        </>
      ) : report ? (
        <>
          <DocumentBody source={report.text} titleLevel={2} />
          {editable ? (
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

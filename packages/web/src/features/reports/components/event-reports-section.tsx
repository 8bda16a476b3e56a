import { useEffect, useRef } from 'react';
import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Event } from '@club/shared/contract/events';
import { canReviewPlayerWriting } from '@club/shared/rules/permissions';
import { useErrorMessage } from '../../../api/use-error-message';
import { useSession } from '../../../lib/session';
import { useEventReports } from '../api/get-event-reports';
import { useReportDraft } from '../api/get-report-draft';
import { MyReport } from './my-report';
import { ReportList } from './report-list';

/**
 * After-event reports on an event's page: a checked-in member writes theirs; staff read
 * all of the event's and approve or return them.
 */
export function EventReportsSection({ event, focus = false }: { event: Event; focus?: boolean }) {
  const { user } = useSession();
  const staff = canReviewPlayerWriting(user?.role);
  const signup = event.my_signup;
  const attended = signup?.checked_in_at != null && signup.character_id !== null;
  const ref = useRef<HTMLDivElement>(null);
  const shown = staff || attended;

  useEffect(() => {
    if (focus && shown) ref.current?.scrollIntoView({ block: 'start' });
  }, [focus, shown]);

  if (!shown) return null;
  return (
    <Stack gap="md" ref={ref} id="reports">
      {attended && signup ? (
        <MyReportPanel event={event} characterName={signup.character_name ?? ''} />
      ) : null}
      {staff ? <StaffReports eventId={event.id} /> : null}
    </Stack>
  );
}

function MyReportPanel({ event, characterName }: { event: Event; characterName: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const reports = useEventReports(event.id);
  const draft = useReportDraft(event.id);
  const mine = reports.data?.reports.find((report) => report.user_id === user?.id) ?? null;
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="my-report-title"
    >
      <Stack gap="xs">
        <Title order={2} size="h3" id="my-report-title">
          {t('reports.mine.title')}
        </Title>
        {reports.isPending || draft.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : reports.isError ? (
          <Text c="red.8">{errorMessage(reports.error, 'reports.loadFailed')}</Text>
        ) : (
          <MyReport
            key={mine?.id ?? 'new'}
            eventId={event.id}
            characterName={characterName}
            report={mine}
            draft={draft.data?.draft ?? null}
            xp={event.xp.report}
          />
        )}
      </Stack>
    </Paper>
  );
}

function StaffReports({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const reports = useEventReports(eventId);
  return (
    <ReportList
      id="event-reports"
      title={t('reports.eventTitle')}
      status={reports.status}
      reports={reports.data?.reports ?? []}
    />
  );
}

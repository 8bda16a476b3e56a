import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { EventReport } from '@club/shared/contract/reports';
import { StaffWorkList } from '../../../components/staff-work-list';
import { DocumentBody } from '../../../components/document-body';
import { ReportReviewForm } from './report-review-form';
import { ReportStatusBadge } from './report-status-badge';

/** Staff's list of reports: who wrote what, its state, and approve or return. */
export function ReportList({
  id,
  title,
  status,
  reports,
  showEvent = false,
}: {
  id: string;
  title: string;
  status: 'pending' | 'error' | 'success';
  reports: readonly EventReport[];
  showEvent?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <StaffWorkList
      id={id}
      title={title}
      count={status === 'success' ? reports.filter((r) => r.status === 'submitted').length : null}
      status={status}
      loadFailedText={t('reports.loadFailed')}
      emptyText={t('reports.noneToReview')}
      rows={reports}
      rowKey={(report) => report.id}
      character={(report) =>
        report.character_id !== null ? (
          <Anchor component={Link} to={`/character/${report.character_id}`} inherit>
            {report.character_name}
          </Anchor>
        ) : (
          (report.character_name ?? t('reports.formerMember'))
        )
      }
      member={(report) =>
        showEvent ? (
          <Anchor component={Link} className="club-tap" to={`/events/${report.event_id}`} size="xs">
            {report.event_title}
          </Anchor>
        ) : (
          (report.user_name ?? t('reports.formerMember'))
        )
      }
      state={(report) => (
        <Stack gap={6}>
          <ReportStatusBadge status={report.status} />
          {showEvent ? (
            <Text size="xs" c="dimmed">
              {report.user_name ?? t('reports.formerMember')}
            </Text>
          ) : null}
          <DocumentBody source={report.text} titleLevel={2} />
          {report.review_comment ? (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {t('reports.staffComment', { comment: report.review_comment })}
            </Text>
          ) : null}
        </Stack>
      )}
      actions={(report) =>
        report.status === 'submitted' ? <ReportReviewForm report={report} /> : null
      }
    />
  );
}

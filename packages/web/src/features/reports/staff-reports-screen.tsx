import { Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { ScreenHeader } from '../../components/screen-header';
import { useWaitingReports } from './api/get-waiting-reports';
import { ReportList } from './components/report-list';

/** Staff's list of after-event reports that wait for review, of every event (/staff/reports). */
export function StaffReportsScreen() {
  const { t } = useTranslation();
  const reports = useWaitingReports();
  return (
    <Stack gap="md" maw={900}>
      <ScreenHeader title={t('reports.staffTitle')} intro={t('reports.staffIntro')} />
      <ReportList
        id="waiting-reports"
        title={t('reports.waitingTitle')}
        status={reports.status}
        reports={reports.data?.reports ?? []}
        showEvent
      />
    </Stack>
  );
}

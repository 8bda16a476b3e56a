import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ReportStatus } from '@club/shared/contract/reports';

const COLORS: Record<ReportStatus, string> = {
  submitted: 'blue',
  returned: 'oxblood',
  approved: 'green',
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`reports.status.${status}`)}
    </Badge>
  );
}

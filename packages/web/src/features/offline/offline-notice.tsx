import { Alert } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { LuWifiOff } from 'react-icons/lu';
import { useDateFormat } from '../../lib/date-format';
import { useOfflineStatus } from '../../lib/offline-status';

/**
 * Tells the member that what they see was kept from earlier: "Offline — shown as of
 * <time>" when an answer came from the offline store, or a plain offline line when the
 * device has no connection.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const { online, shownAsOf } = useOfflineStatus();
  if (online && shownAsOf === null) return null;
  const time = shownAsOf === null ? null : format.dateTime(new Date(shownAsOf).toISOString());
  return (
    <Alert
      role="status"
      color="dark"
      variant="light"
      radius={0}
      py={6}
      icon={<LuWifiOff aria-hidden />}
      className="club-offline-notice"
      data-testid="offline-notice"
    >
      {time ? t('offline.shownAsOf', { time }) : t('offline.noConnection')}
    </Alert>
  );
}

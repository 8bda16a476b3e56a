import { Alert } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { LuWifiOff } from 'react-icons/lu';
import { useOfflineStatus } from '../../lib/offline-status';

/**
 * Tells the member that what they see was kept from earlier: "Offline — shown as of
 * <time>" when an answer came from the offline store, or a plain offline line when the
 * device has no connection.
 */
export function OfflineNotice() {
  const { t, i18n } = useTranslation();
  const { online, shownAsOf } = useOfflineStatus();
  if (online && shownAsOf === null) return null;
  const time =
    shownAsOf === null
      ? null
      : new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'da', {
          dateStyle: 'short',
          timeStyle: 'short',
        }).format(shownAsOf);
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

import { Loader } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { useIsLoading } from '../lib/loading';

/**
 * The global loading indicator of SPEC.md 2.2: a thin bar at the top and a small label,
 * shown while any request runs. It fades in after a short delay (global.css), so quick
 * requests never make it flash, and it never blocks the page.
 */
export function LoaderOverlay() {
  const { t } = useTranslation();
  const loading = useIsLoading();
  return (
    <div className="club-loader" role="status" aria-live="polite">
      {loading && (
        <>
          <div className="club-loader-bar" />
          <div className="club-loader-pill">
            <Loader size={14} color="oxblood.7" aria-hidden />
            <span>{t('app.loading')}</span>
          </div>
        </>
      )}
    </div>
  );
}

import { useTranslation } from '../../i18n/use-translation';

/**
 * What shows while a screen's code is still on its way (right after login, or opening the
 * app on a screen behind it): the parchment, the frame's top bar when the logged-in frame
 * is coming, and a spinner; never a blank page. Plain elements and CSS, so the first
 * screen carries almost nothing for it.
 */
export function StartupShell({ frame = false }: { frame?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="club-page" data-testid="startup-shell">
      {frame && (
        <div className="club-topbar">
          <div className="club-topbar-inner" />
        </div>
      )}
      <main className="club-main club-startup" role="status" aria-label={t('app.loading')}>
        <span className="club-startup-spinner" aria-hidden />
      </main>
    </div>
  );
}

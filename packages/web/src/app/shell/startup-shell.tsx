import { useTranslation } from '../../i18n/use-translation';
import { Crest } from './crest';

/**
 * What shows while a screen's code is still on its way (right after login, or opening the
 * app on a screen behind it): the parchment, the frame's top bar with the club's name when
 * the logged-in frame is coming, and a spinner; never a blank page. Plain elements and
 * CSS, so the first screen carries almost nothing for it. The server sends the same
 * markup inside index.html for the pages behind the login (scripts/startup-shell.mjs
 * writes it, and a test holds the two together), so a phone paints it before any script
 * has arrived and nothing moves when this takes over.
 */
export function StartupShell({ frame = false }: { frame?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="club-page" data-testid="startup-shell">
      {frame && (
        <div className="club-topbar">
          <div className="club-topbar-inner club-startup-bar">
            <span className="club-brand">
              <Crest size={30} />
              <span>{t('app.name')}</span>
            </span>
          </div>
        </div>
      )}
      <main className="club-main club-startup" role="status" aria-label={t('app.loading')}>
        <span className="club-startup-spinner" aria-hidden />
      </main>
    </div>
  );
}

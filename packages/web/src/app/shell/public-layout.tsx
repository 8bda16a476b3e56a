import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LanguageSwitch } from '../../components/language-switch';
import { LoaderOverlay } from '../../components/loader-overlay';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { Brand } from './brand';

/**
 * The frame of the pages outside the app (login, password reset, About, errors): the
 * club's name, the language switch, the page's own card, and a link onwards.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { token, user } = useSession();
  const { pathname } = useLocation();
  const loggedIn = Boolean(token && user);
  const home = loggedIn ? paths.dashboard : paths.auth;
  const onAbout = pathname === paths.about;

  return (
    <div className="club-public">
      <a href="#main" className="club-skip-link">
        {t('app.skipToContent')}
      </a>
      <header className="club-public-header">
        <Brand to={home} tone="dark" />
        <LanguageSwitch />
      </header>
      <main id="main" className="club-public-main">
        {children}
      </main>
      <footer className="club-public-footer">
        {onAbout ? (
          <Anchor component={Link} to={home} className="club-tap">
            {t(loggedIn ? 'nav.backToDashboard' : 'nav.toLogin')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={paths.about} className="club-tap">
            {t('nav.about')}
          </Anchor>
        )}
      </footer>
      <LoaderOverlay />
    </div>
  );
}

export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@club/shared/constants';
import { apiRequest } from '../api/client';
// The login page shows the switch: it takes the one path file it calls, not every area's.
import * as memberPaths from '../config/api-paths/members';
import { changeLocale } from '../i18n/index';
import { getSession } from '../lib/session';
import classes from './language-switch.module.css';

/**
 * The language of a logged-in member's mails follows the app's: the server is told of the
 * choice. A failure only leaves the mails in the language they were; the app has switched.
 */
function tellServer(locale: Locale): void {
  if (!getSession().user) return;
  apiRequest(memberPaths.me.preferences, {
    method: 'PUT',
    body: { language: locale },
    quiet: true,
  }).catch(() => {
    // Offline or refused: the next switch tells it again.
  });
}

/**
 * Dansk / English. Each name is written in its own language (and marked so for screen
 * readers); the other language's messages load on the first switch, and i18n keeps the
 * choice in local storage (and, logged in, the server, for the member's mails). Two radios
 * drawn by CSS alone: it sits in every page's header, and a control that measures itself
 * as the page draws costs a phone a forced layout each time.
 */
export function LanguageSwitch({
  size = 'xs',
  fullWidth = false,
}: {
  size?: 'xs' | 'sm';
  fullWidth?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const current = i18n.resolvedLanguage ?? DEFAULT_LOCALE;
  const choose = (locale: Locale) => {
    void changeLocale(locale);
    tellServer(locale);
  };
  return (
    <div
      role="radiogroup"
      aria-label={t('language.label')}
      className={classes.root}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {LOCALES.map((locale) => {
        const id = `${name}-${locale}`;
        return (
          <div key={locale} className={classes.option}>
            <input
              type="radio"
              id={id}
              name={name}
              value={locale}
              className={classes.input}
              checked={current === locale}
              onChange={() => choose(locale)}
            />
            <label htmlFor={id} className={classes.label}>
              <span lang={locale}>{t(`language.${locale}`)}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}

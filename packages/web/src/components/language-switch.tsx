import { SegmentedControl, type MantineSize } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@club/shared/constants';
import { apiRequest } from '../api/client';
// The login page shows the switch: it takes the one path file it calls, not every area's.
import * as memberPaths from '../config/api-paths/members';
import { changeLocale } from '../i18n/index';
import { getSession } from '../lib/session';

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
 * choice in local storage (and, logged in, the server, for the member's mails).
 */
export function LanguageSwitch({
  size = 'xs',
  fullWidth = false,
}: {
  size?: MantineSize;
  fullWidth?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? DEFAULT_LOCALE;
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      size={size}
      fullWidth={fullWidth}
      radius="xl"
      classNames={{ root: 'club-language-switch' }}
      value={current}
      onChange={(value) => {
        const locale = value as Locale;
        void changeLocale(locale);
        tellServer(locale);
      }}
      data={LOCALES.map((locale) => ({
        value: locale,
        label: <span lang={locale}>{t(`language.${locale}`)}</span>,
      }))}
    />
  );
}

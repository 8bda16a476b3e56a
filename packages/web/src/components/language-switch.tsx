import { SegmentedControl, type MantineSize } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@club/shared/constants';
import { changeLocale } from '../i18n/index';

/**
 * Dansk / English. Each name is written in its own language (and marked so for screen
 * readers); the other language's messages load on the first switch, and i18n keeps the
 * choice in local storage.
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
      onChange={(locale) => void changeLocale(locale as Locale)}
      data={LOCALES.map((locale) => ({
        value: locale,
        label: <span lang={locale}>{t(`language.${locale}`)}</span>,
      }))}
    />
  );
}

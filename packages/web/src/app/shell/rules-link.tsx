import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { LuExternalLink } from 'react-icons/lu';
import { useSettings } from '../../features/settings/api/get-settings';

/** The club's rules document, as the board set it; null while none is set. */
export function useRulesUrl(): string | null {
  return useSettings().data?.rules_url ?? null;
}

/** The external rules document, opening in a new tab (SPEC.md 2.2); absent while unset. */
export function RulesLink({ className, href }: { className: string; href: string }) {
  const { t } = useTranslation();
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {t('nav.rules')}
      <LuExternalLink size={14} aria-hidden />
      <VisuallyHidden>{t('nav.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}

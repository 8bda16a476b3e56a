import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LuExternalLink } from 'react-icons/lu';
import { rulesUrl } from './nav-items';

/** The external rules document, opening in a new tab (SPEC.md 2.2). */
export function RulesLink({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <a className={className} href={rulesUrl()} target="_blank" rel="noopener noreferrer">
      {t('nav.rules')}
      <LuExternalLink size={14} aria-hidden />
      <VisuallyHidden>{t('nav.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}

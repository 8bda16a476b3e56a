import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { Crest } from './crest';

/** The club's name with its crest, linking home. */
export function Brand({ to, tone = 'light' }: { to: string; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className={tone === 'dark' ? 'club-brand club-brand--dark' : 'club-brand'}
      aria-label={t('app.home')}
    >
      <Crest size={30} />
      <span>{t('app.name')}</span>
    </Link>
  );
}

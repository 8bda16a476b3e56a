import { useTranslation } from 'react-i18next';

export function RouteError() {
  const { t } = useTranslation();
  return <p role="alert">{t('errors.unexpected')}</p>;
}

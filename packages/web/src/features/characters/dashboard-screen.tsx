import { useTranslation } from 'react-i18next';
import { Stack } from '@mantine/core';
import { ScreenHeader } from '../../components/screen-header';
import { useSession } from '../../lib/session';
import { CharacterPanel } from './components/character-panel';

export function DashboardScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Stack gap={0}>
      <ScreenHeader
        title={t('dashboard.welcome', { name: user?.name ?? '' })}
        intro={t('dashboard.intro')}
      />
      <CharacterPanel />
    </Stack>
  );
}

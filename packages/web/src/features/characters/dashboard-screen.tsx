import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Stack } from '@mantine/core';
import { ScreenHeader } from '../../components/screen-header';
import { useActingAs } from '../../lib/acting-as';
import { useSession } from '../../lib/session';
import { CharacterPanel } from './components/character-panel';

export interface DashboardScreenProps {
  /** What other areas show on the dashboard (the events), composed in by the app. */
  children?: ReactNode;
}

export function DashboardScreen({ children }: DashboardScreenProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  // While a guardian acts as a child, the page is the child's: so is the greeting.
  const acting = useActingAs();
  return (
    <Stack gap={0}>
      <ScreenHeader
        title={t('dashboard.welcome', { name: acting?.name ?? user?.name ?? '' })}
        intro={t('dashboard.intro')}
      />
      {children}
      <CharacterPanel />
    </Stack>
  );
}

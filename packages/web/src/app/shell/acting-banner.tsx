import { Button, Group, Text } from '@mantine/core';
import { LuUserRoundCheck } from 'react-icons/lu';
import { useTranslation } from '../../i18n/use-translation';
import { useActingAs, useSwitchPerson } from '../../lib/acting-as';

/**
 * "Du handler som Asta": on every page while a guardian acts as a person of their
 * household, stuck to the top of the window so it never scrolls away, with the way back.
 */
export function ActingBanner({ guardianName }: { guardianName: string }) {
  const { t } = useTranslation();
  const acting = useActingAs();
  const switchPerson = useSwitchPerson();
  if (!acting) return null;
  return (
    <div className="club-acting-banner" role="status">
      <Group justify="center" gap="sm" wrap="wrap">
        <LuUserRoundCheck size={18} aria-hidden />
        <Text fw={700}>{t('household.banner.actingAs', { name: acting.name })}</Text>
        <Button size="compact-sm" variant="white" color="dark" onClick={() => switchPerson(null)}>
          {t('household.banner.back', { name: guardianName })}
        </Button>
      </Group>
    </div>
  );
}

import { useTranslation } from '../../../i18n/use-translation';
import { Button, Stack, Text } from '@mantine/core';
import { ORGANIZER_ABILITY_FIELDS } from '@club/shared/contract/characters-constants';
import type { Character } from '@club/shared/contract/characters';
import { GiFleurDeLys } from 'react-icons/gi';
import { PopoverOnDemand } from '../../../components/popover-on-demand';

/** The organizers' grants (arrangor_ability_1..6) that are set, in slot order. */
export function organizerAbilities(character: Character): string[] {
  return ORGANIZER_ABILITY_FIELDS.map((field) => character[field]).filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
}

/** The organizer abilities as buttons; each tells where it came from. */
export function OrganizerAbilityButtons({ names }: { names: string[] }) {
  const { t } = useTranslation();
  if (names.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('abilitiesSheet.organizer.none')}
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      {names.map((name, index) => (
        <PopoverOnDemand
          key={`${index}-${name}`}
          withArrow
          shadow="md"
          width={240}
          dropdown={<Text size="sm">{t('abilitiesSheet.organizer.explanation', { name })}</Text>}
          target={
            <Button
              variant="default"
              justify="flex-start"
              fullWidth
              leftSection={<GiFleurDeLys aria-hidden color="var(--mantine-color-oxblood-7)" />}
              styles={{
                label: { whiteSpace: 'normal', textAlign: 'left' },
                root: { height: 'auto', minHeight: 36 },
              }}
            >
              {name}
            </Button>
          }
        />
      ))}
    </Stack>
  );
}

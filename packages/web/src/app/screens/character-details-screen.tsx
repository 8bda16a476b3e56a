import { useMatch } from 'react-router';
import { Stack } from '@mantine/core';
import { CharacterThread } from '../../features/backgrounds/components/character-thread';
import { CharacterDetailsScreen as CharacterSheetDetails } from '../../features/characters/character-details-screen';
import { WorkshopSection } from '../../features/crafting/components/workshop-section';
import { InventorySection } from '../../features/inventory/components/inventory-section';

/**
 * A character's page: its sheet at a glance, what it carries, its workshop, then its background, the
 * thread with the organizers and its story. Features do not import each other, so the app
 * composes.
 */
export function CharacterDetailsScreen() {
  const background = useMatch('/character/:id/background') !== null;
  const inventory = useMatch('/character/:id/inventory') !== null;
  return (
    <CharacterSheetDetails
      more={(character) => (
        <Stack gap="md">
          <InventorySection
            character={{ id: character.id, user_id: character.user_id, name: character.name }}
            focus={inventory}
          />
          <WorkshopSection
            character={{ id: character.id, user_id: character.user_id, name: character.name }}
          />
          <CharacterThread
            character={{ id: character.id, user_id: character.user_id, name: character.name }}
            focusBackground={background}
          />
        </Stack>
      )}
    />
  );
}

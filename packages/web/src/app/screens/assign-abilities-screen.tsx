import { AssignAbilitiesScreen as Sheet } from '../../features/characters/assign-abilities-screen';
import { loadMessages } from '../../i18n/index';
import { partAfterScreen } from '../part-after-screen';
import { PART_AFTER_SCREEN_MESSAGES } from '../part-messages';

/**
 * What the character carries, below the sheet: its code (the gift dialog and its number
 * fields among it), its messages and its reads are fetched as the member scrolls near it,
 * not with the sheet's first load.
 */
const InventorySection = partAfterScreen(async () => {
  const [section] = await Promise.all([
    import('../../features/inventory/components/inventory-section'),
    loadMessages(PART_AFTER_SCREEN_MESSAGES['features/inventory/components/inventory-section.tsx']),
  ]);
  return section.InventorySection;
});

/** A character's sheet, with what the character carries below it (phone first, at an event). */
export function AssignAbilitiesScreen() {
  return (
    <Sheet
      more={(character) => (
        <InventorySection
          character={{ id: character.id, user_id: character.user_id, name: character.name }}
        />
      )}
    />
  );
}

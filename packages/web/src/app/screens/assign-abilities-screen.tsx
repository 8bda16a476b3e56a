import { AssignAbilitiesScreen as Sheet } from '../../features/characters/assign-abilities-screen';
import { InventorySection } from '../../features/inventory/components/inventory-section';

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

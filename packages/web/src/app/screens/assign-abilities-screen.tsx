import { lazy } from 'react';
import { AssignAbilitiesScreen as Sheet } from '../../features/characters/assign-abilities-screen';
import { WhenNearView } from '../../components/when-near-view';

// Below the whole sheet: its code, its messages and its data load as the member scrolls
// towards it, not with the sheet a phone opens at the top of.
const InventorySection = lazy(async () => {
  const [{ InventorySection: Section }] = await Promise.all([
    import('../../features/inventory/components/inventory-section'),
    import('../../i18n/index').then(({ loadMessages }) => loadMessages('inventory')),
  ]);
  return { default: Section };
});

/** A character's sheet, with what the character carries below it (phone first, at an event). */
export function AssignAbilitiesScreen() {
  return (
    <Sheet
      more={(character) => (
        <WhenNearView minHeight={120}>
          <InventorySection
            character={{ id: character.id, user_id: character.user_id, name: character.name }}
          />
        </WhenNearView>
      )}
    />
  );
}

import { useMatch } from 'react-router';
import { CharacterThread } from '../../features/backgrounds/components/character-thread';
import { CharacterDetailsScreen as CharacterSheetDetails } from '../../features/characters/character-details-screen';

/**
 * A character's page: its sheet at a glance, then its background, the thread with the
 * organizers and its story. Features do not import each other, so the app composes.
 */
export function CharacterDetailsScreen() {
  const background = useMatch('/character/:id/background') !== null;
  return (
    <CharacterSheetDetails
      more={(character) => (
        <CharacterThread
          character={{ id: character.id, user_id: character.user_id, name: character.name }}
          focusBackground={background}
        />
      )}
    />
  );
}

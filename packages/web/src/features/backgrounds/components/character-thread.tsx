import { Stack } from '@mantine/core';
import { BackgroundSection, type ThreadCharacter } from './background-section';
import { CharacterStory } from './character-story';
import { CommentThread } from './comment-thread';

/** Everything between a character's player and the organizers, for the character's page. */
export function CharacterThread({
  character,
  focusBackground = false,
}: {
  character: ThreadCharacter;
  focusBackground?: boolean;
}) {
  return (
    <Stack gap="md">
      <BackgroundSection character={character} focus={focusBackground} />
      <CommentThread character={character} />
      <CharacterStory characterId={character.id} />
    </Stack>
  );
}

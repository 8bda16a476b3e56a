/** TanStack Query keys of a character's background, thread and story. */
export const backgroundKeys = {
  all: ['backgrounds'] as const,
  background: (characterId: number) => [...backgroundKeys.all, characterId, 'background'] as const,
  comments: (characterId: number) => [...backgroundKeys.all, characterId, 'comments'] as const,
  story: (characterId: number) => [...backgroundKeys.all, characterId, 'story'] as const,
  waiting: () => [...backgroundKeys.all, 'waiting'] as const,
};

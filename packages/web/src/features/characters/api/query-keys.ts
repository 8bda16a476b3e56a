/** TanStack Query keys of the character screens; mutations invalidate through these. */
export const characterKeys = {
  all: ['characters'] as const,
  list: () => [...characterKeys.all, 'list'] as const,
  detail: (id: number) => [...characterKeys.all, 'detail', id] as const,
  abilities: (id: number) => [...characterKeys.all, 'detail', id, 'abilities'] as const,
  xp: (id: number) => [...characterKeys.all, 'detail', id, 'xp'] as const,
  class: (id: number) => [...characterKeys.all, 'class', id] as const,
  classProfessions: (id: number) => [...characterKeys.all, 'class', id, 'professions'] as const,
  professionAbilities: (id: number) =>
    [...characterKeys.all, 'profession', id, 'abilities'] as const,
  specialAbilities: (abilityId: number) =>
    [...characterKeys.all, 'ability', abilityId, 'special-abilities'] as const,
};

/** TanStack Query keys of user management. */
export const userKeys = {
  all: ['users'] as const,
  list: (q: string) => [...userKeys.all, 'list', q] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  character: (id: number) => [...userKeys.all, 'character', id] as const,
  ledger: (id: number) => [...userKeys.all, 'character', id, 'xp'] as const,
};

/**
 * The character screens cache characters under this key; a change made here (XP, unlock,
 * organizer abilities) must reach them too.
 */
export const CHARACTER_CACHE_KEY = ['characters'] as const;

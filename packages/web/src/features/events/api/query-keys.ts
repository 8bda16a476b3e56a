/** TanStack Query keys of the event screens; mutations invalidate through these. */
export const eventKeys = {
  all: ['events'] as const,
  list: () => [...eventKeys.all, 'list'] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
  signups: (id: number) => [...eventKeys.all, 'detail', id, 'signups'] as const,
  ticket: (id: number, code: string) => [...eventKeys.all, 'detail', id, 'ticket', code] as const,
  lists: (id: number) => [...eventKeys.all, 'detail', id, 'lists'] as const,
  myCharacters: () => [...eventKeys.all, 'my-characters'] as const,
  calendar: () => [...eventKeys.all, 'calendar'] as const,
};

/** TanStack Query keys of after-event reports. */
export const reportKeys = {
  all: ['reports'] as const,
  event: (eventId: number) => [...reportKeys.all, 'event', eventId] as const,
  waiting: () => [...reportKeys.all, 'waiting'] as const,
};

import { useQuery } from '@tanstack/react-query';
import type { Settings } from '@club/shared/contract/settings';
import { apiRequest } from '../../../api/client';

export const settingsKey = ['settings'] as const;

export function getSettings(): Promise<Settings> {
  return apiRequest<Settings>('settings');
}

/** The club's settings (the rules address, to whom to pay for events), read by everyone. */
export function useSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: getSettings, staleTime: 5 * 60_000 });
}

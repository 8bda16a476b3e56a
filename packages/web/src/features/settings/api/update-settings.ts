import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, SettingsUpdate } from '@club/shared/contract/settings';
import { apiRequest } from '../../../api/client';
import { settingsKey } from './get-settings';

export function updateSettings(body: SettingsUpdate): Promise<Settings> {
  return apiRequest<Settings>('settings', { method: 'PUT', body });
}

/** The board changes the club's settings; the navigation follows at once. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}

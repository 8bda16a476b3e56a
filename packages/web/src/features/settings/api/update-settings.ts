import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, SettingsUpdate } from '@club/shared/contract/settings';
import { apiRequest } from '../../../api/client';
import { settingsQuery } from '../../../api/queries/settings';
import * as apiPaths from '../../../config/api-paths';

export function updateSettings(body: SettingsUpdate): Promise<Settings> {
  return apiRequest<Settings>(apiPaths.settings, { method: 'PUT', body });
}

/** The board changes the club's settings; the navigation follows at once. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsQuery.queryKey, settings),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences, PreferencesUpdate } from '@club/shared/contract/notifications';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { preferencesQuery } from './get-preferences';

/** PUT me/preferences: turns mail for some kinds on or off. */
export function updatePreferences(body: PreferencesUpdate): Promise<Preferences> {
  return apiRequest<Preferences>(apiPaths.me.preferences, { method: 'PUT', body });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQuery.queryKey, preferences),
  });
}

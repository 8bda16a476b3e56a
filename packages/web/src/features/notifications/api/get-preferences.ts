import { useQuery } from '@tanstack/react-query';
import type { Preferences } from '@club/shared/contract/notifications';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET me/preferences: which kinds of notification also come by mail. */
export const preferencesQuery = apiQuery<Preferences>(apiPaths.me.preferences);

export function usePreferences() {
  return useQuery(preferencesQuery);
}

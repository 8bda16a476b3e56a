import { useQuery } from '@tanstack/react-query';
import type { Preferences } from '@club/shared/contract/notifications';
import { apiRequest } from '../../../api/client';
import { notificationKeys } from './query-keys';

/** GET me/preferences: which kinds of notification also come by mail. */
export function getPreferences(): Promise<Preferences> {
  return apiRequest<Preferences>('me/preferences');
}

export function usePreferences() {
  return useQuery({ queryKey: notificationKeys.preferences(), queryFn: getPreferences });
}

import { useQuery } from '@tanstack/react-query';
import type { BackgroundsResponse } from '@club/shared/contract/backgrounds';
import { apiRequest } from '../../../api/client';
import { backgroundKeys } from './query-keys';

/** GET backgrounds (staff): the submitted backgrounds, oldest submission first. */
export function getWaitingBackgrounds(): Promise<BackgroundsResponse> {
  return apiRequest<BackgroundsResponse>('backgrounds?status=submitted');
}

export function useWaitingBackgrounds() {
  return useQuery({ queryKey: backgroundKeys.waiting(), queryFn: getWaitingBackgrounds });
}

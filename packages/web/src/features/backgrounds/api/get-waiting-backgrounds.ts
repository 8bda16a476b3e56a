import { useQuery } from '@tanstack/react-query';
import type { BackgroundsResponse } from '@club/shared/contract/backgrounds';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET backgrounds (staff): the submitted backgrounds, oldest submission first. */
export const waitingBackgroundsQuery = apiQuery<BackgroundsResponse>(apiPaths.waiting.backgrounds);

export function useWaitingBackgrounds() {
  return useQuery(waitingBackgroundsQuery);
}

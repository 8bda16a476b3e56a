import { useQuery } from '@tanstack/react-query';
import type { NeedsReviewResponse } from '@club/shared/contract/review';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET characters/needs-review (staff): characters whose saved sheet the rules no longer allow. */
export const needsReviewQuery = apiQuery<NeedsReviewResponse>(apiPaths.characters.needsReview);

export function useNeedsReview() {
  return useQuery(needsReviewQuery);
}

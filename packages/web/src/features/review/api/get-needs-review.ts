import { useQuery } from '@tanstack/react-query';
import type { NeedsReviewResponse } from '@club/shared/contract/review';
import { apiRequest } from '../../../api/client';

export const needsReviewKey = ['needs-review'] as const;

/** GET characters/needs-review (staff): characters whose saved sheet the rules no longer allow. */
export function getNeedsReview(): Promise<NeedsReviewResponse> {
  return apiRequest<NeedsReviewResponse>('characters/needs-review');
}

export function useNeedsReview() {
  return useQuery({ queryKey: needsReviewKey, queryFn: getNeedsReview });
}

import { RULES_TEXT_LIMITS } from '@club/shared/contract/rules';

/**
 * The place of an item added at the end of a list whose highest place is `highest` (null
 * when the list is empty). Never past the limit the contract allows, or the list could no
 * longer be exported or sent: at the limit the new item shares the last place.
 */
export function afterLast(highest: number | string | null | undefined): number {
  if (highest == null) return 0;
  return Math.min(Number(highest) + 1, RULES_TEXT_LIMITS.sortOrder);
}

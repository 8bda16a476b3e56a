import type { TFunction } from '../i18n/translator';
import type { ReviewReasonBody } from '@club/shared/contract/review';

/** One reason a saved sheet needs review, in words: "Lommetyveri costs more …". */
export function reviewReasonText(t: TFunction, reason: ReviewReasonBody): string {
  return t(reason.code, { ...reason.params, subject: reason.subject ?? '' });
}

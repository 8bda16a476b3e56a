import { useTranslation } from '../../../i18n/use-translation';
import { Alert, List, Text } from '@mantine/core';
import type { Character } from '@club/shared/contract/characters';
import { GiScrollQuill } from 'react-icons/gi';
import { reviewReasonText } from '../../../lib/review-reason-text';

/**
 * Why the character's saved sheet no longer satisfies the rules, as the member sees it on
 * the card and the sheet: what changed, and what happens next.
 */
export function ReviewNotice({
  character,
  compact = false,
}: {
  character: Pick<Character, 'review_reasons' | 'allow_update' | 'name'>;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (character.review_reasons.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      p="xs"
      icon={<GiScrollQuill aria-hidden />}
      // The default light title colour is too pale on parchment for WCAG AA.
      styles={{
        title: { color: 'var(--mantine-color-orange-9)' },
        icon: { color: 'var(--mantine-color-orange-9)' },
      }}
      title={t('review.notice.title')}
      role="status"
    >
      <List size="sm" spacing={2}>
        {character.review_reasons.map((reason) => (
          <List.Item key={`${reason.code}:${JSON.stringify(reason.params)}`}>
            {reviewReasonText(t, reason)}
          </List.Item>
        ))}
      </List>
      {compact ? null : (
        <Text size="sm" mt={6}>
          {character.allow_update === 1 ? t('review.notice.rebuild') : t('review.notice.waiting')}
        </Text>
      )}
    </Alert>
  );
}

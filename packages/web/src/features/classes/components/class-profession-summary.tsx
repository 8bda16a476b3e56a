import type { ReactNode } from 'react';
import { Alert, Group, List } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { LuCircleAlert, LuCircleCheck } from 'react-icons/lu';
import { CHARACTER_LIMITS } from '@club/shared/constants';
import type { Class } from '@club/shared/contract/rules';

export interface ClassProfessionSummaryProps {
  classItem: Class;
  mandatoryCount: number;
  optionalCount: number;
  /** Shown at the right of the title, e.g. whether the last change is saved. */
  status?: ReactNode;
}

/**
 * A character of the class gets its mandatory professions plus additional_professions
 * chosen ones, and must end with exactly 6 (SPEC 5): this says whether the class adds up.
 */
export function ClassProfessionSummary({
  classItem,
  mandatoryCount,
  optionalCount,
  status,
}: ClassProfessionSummaryProps) {
  const { t } = useTranslation();
  const total = CHARACTER_LIMITS.professionsPerCharacter;
  const additional = classItem.additional_professions;
  const addsUp = mandatoryCount + additional === total;
  const enoughChoices = optionalCount >= additional;
  const ok = addsUp && enoughChoices;

  return (
    <Alert
      color={ok ? 'green' : 'yellow'}
      variant="light"
      icon={ok ? <LuCircleCheck aria-hidden /> : <LuCircleAlert aria-hidden />}
      title={
        <Group justify="space-between" gap="sm" wrap="wrap" c="var(--club-ink)">
          <span>{t('manage.classProfessions.summaryTitle', { name: classItem.name })}</span>
          {status}
        </Group>
      }
      styles={{ label: { flex: 1 } }}
    >
      <List size="sm" spacing={2} aria-live="polite">
        <List.Item>
          {t('manage.classProfessions.sum', {
            mandatory: mandatoryCount,
            additional,
            sum: mandatoryCount + additional,
            total,
          })}{' '}
          {addsUp
            ? t('manage.classProfessions.addsUp')
            : t('manage.classProfessions.doesNotAddUp', { total })}
        </List.Item>
        {!enoughChoices && (
          <List.Item>
            {t('manage.classProfessions.tooFewChoices', { count: optionalCount, additional })}
          </List.Item>
        )}
      </List>
    </Alert>
  );
}

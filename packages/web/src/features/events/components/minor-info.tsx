import { Badge, Text } from '@mantine/core';
import { LuBaby } from 'react-icons/lu';
import type { GuardianContact } from '@club/shared/contract/events';
import { useTranslation } from '../../../i18n/use-translation';

/** "Under 18": a participant who is a minor on the event's first day. */
export function MinorBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color="grape.8" leftSection={<LuBaby aria-hidden />}>
      {t('events.minor.badge')}
    </Badge>
  );
}

/** Whom to call about a minor: every guardian's name and phone, the phone a link to call. */
export function GuardianPhones({ guardians }: { guardians: readonly GuardianContact[] }) {
  const { t } = useTranslation();
  if (guardians.length === 0) return null;
  return (
    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
      {t('events.minor.guardians', { count: guardians.length })}{' '}
      {guardians.map((guardian, index) => (
        <span key={`${guardian.name}-${index}`}>
          {index > 0 ? ' · ' : null}
          {guardian.name}
          {guardian.phone ? (
            <>
              {', '}
              <a href={`tel:${guardian.phone.replace(/\s+/g, '')}`}>{guardian.phone}</a>
            </>
          ) : null}
        </span>
      ))}
    </Text>
  );
}

import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { StaffWorkKind } from '@club/shared/contract/staff-work';
import { useStaffWork } from '../api/get-staff-work';

/**
 * How much waits for staff (all of it, or one kind), beside a menu or its link; nothing
 * when nothing waits.
 */
export function StaffWorkCount({ kind }: { kind?: StaffWorkKind }) {
  const { t } = useTranslation();
  const work = useStaffWork().data;
  const total = (kind ? work?.[kind].count : work?.total) ?? 0;
  if (total === 0) return null;
  return (
    <>
      <Badge component="span" size="sm" color="oxblood" variant="filled" ml={6} aria-hidden>
        {total > 99 ? '99+' : total}
      </Badge>
      <VisuallyHidden> {t('staffWork.waiting', { count: total })}</VisuallyHidden>
    </>
  );
}

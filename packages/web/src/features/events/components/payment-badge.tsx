import { useTranslation } from '../../../i18n/use-translation';
import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@club/shared/contract/events';

const colors: Record<PaymentStatus, string> = {
  unpaid: 'oxblood',
  paid: '#1e5f2e',
  refunded: 'gray.8',
};

/** Betalt, ikke betalt or refunderet. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={status === 'paid' ? 'filled' : 'light'} color={colors[status]}>
      {t(`events.payment.${status}`)}
    </Badge>
  );
}

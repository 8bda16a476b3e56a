import { useTranslation } from '../../../i18n/use-translation';
import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@club/shared/contract/events';

const colors: Record<PaymentStatus, string> = {
  unpaid: 'oxblood',
  partial: 'oxblood',
  paid: '#1e5f2e',
  overpaid: 'parchment.9',
  refunded: 'gray.8',
};

/**
 * Ikke betalt, delvist betalt, betalt, betalt for meget or refunderet. Only a sign-up paid
 * in full is filled green: partly paid reads as owing, like unpaid.
 */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={status === 'paid' ? 'filled' : 'light'} color={colors[status]}>
      {t(`events.payment.${status}`)}
    </Badge>
  );
}

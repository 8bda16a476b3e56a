import { useTranslation } from '../../../i18n/use-translation';
import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@club/shared/contract/events';

const colors: Record<PaymentStatus, string> = {
  unpaid: 'oxblood',
  partial: 'oxblood',
  paid: '#1e5f2e',
  // Money to give back: staff have something to do, as for what is owed.
  overpaid: 'oxblood',
  refunded: 'gray.8',
};

/** Filled for paid in full; settled by a refund an outline; the rest light (to act on). */
const variants: Record<PaymentStatus, 'filled' | 'outline' | 'light'> = {
  unpaid: 'light',
  partial: 'light',
  paid: 'filled',
  overpaid: 'light',
  refunded: 'outline',
};

/**
 * Ikke betalt, delvist betalt, betalt, betalt for meget or refunderet. Only a sign-up paid
 * in full is filled green: partly paid reads as owing, like unpaid.
 */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={variants[status]} color={colors[status]}>
      {t(`events.payment.${status}`)}
    </Badge>
  );
}

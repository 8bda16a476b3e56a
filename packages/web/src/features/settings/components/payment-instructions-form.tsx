import { Textarea } from '@mantine/core';
import { SETTINGS_LIMITS } from '@club/shared/constants';
import { useTranslation } from '../../../i18n/use-translation';
import { SettingForm } from './setting-form';

/**
 * The board says to whom members pay for events (a MobilePay number or an account); the
 * event page shows it with what a member owes. An empty field removes it.
 */
export function PaymentInstructionsForm() {
  const { t } = useTranslation();
  return (
    <SettingForm
      setting="payment_instructions"
      messages="settings.payment"
      field={({ label, value, onChange }) => (
        <Textarea
          label={label}
          placeholder={t('settings.payment.placeholder')}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={SETTINGS_LIMITS.paymentInstructionsMaxLength}
          autosize
          minRows={2}
        />
      )}
    />
  );
}

import { TextInput } from '@mantine/core';
import { SETTINGS_LIMITS } from '@club/shared/constants';
import { RulesUrlSchema } from '@club/shared/contract/settings';
import { useTranslation } from '../../../i18n/use-translation';
import { SettingForm } from './setting-form';

/**
 * The board sets where the navigation's Rules link leads; an empty field removes the link.
 */
export function RulesUrlForm() {
  const { t } = useTranslation();
  return (
    <SettingForm
      setting="rules_url"
      messages="settings.rulesUrl"
      check={(value) =>
        RulesUrlSchema.safeParse(value).success ? null : t('settings.rulesUrl.invalid')
      }
      field={({ label, value, onChange, error }) => (
        <TextInput
          label={label}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={SETTINGS_LIMITS.rulesUrlMaxLength}
          error={error}
        />
      )}
    />
  );
}

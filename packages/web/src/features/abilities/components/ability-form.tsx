import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ABILITY_DEFAULTS, ABILITY_TYPES, type AbilityTypeKey } from '@club/shared/constants';
import {
  hasErrors,
  validateAbilityValues,
  type AbilityFormErrors,
  type AbilityFormValues,
  type AbilityNumberField,
} from './ability-form-model';

export interface AbilityFormProps {
  initialValues: AbilityFormValues;
  submitLabel: string;
  /** Shows the busy state on the submit button. */
  submitting: boolean;
  /** A failure to show above the buttons. */
  error?: string | null;
  onSubmit: (values: AbilityFormValues) => void;
  /** Extra buttons beside submit, e.g. Cancel. */
  actions?: ReactNode;
}

const NO_ERRORS: AbilityFormErrors = { missingRequired: false, fields: {} };

/** The fields of an ability (SPEC 2.11 "Create ability"), for creating and for editing. */
export function AbilityForm({
  initialValues,
  submitLabel,
  submitting,
  error,
  onSubmit,
  actions,
}: AbilityFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  // After the first attempt to submit, the messages follow the fields as they are fixed.
  const [attempted, setAttempted] = useState(false);
  const errors: AbilityFormErrors = attempted ? validateAbilityValues(values) : NO_ERRORS;

  const set = <K extends keyof AbilityFormValues>(field: K, value: AbilityFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const fieldError = (field: keyof AbilityFormValues) => {
    const key = errors.fields[field];
    return key ? t(key) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!hasErrors(validateAbilityValues(values))) onSubmit(values);
  };

  const numberInput = (field: AbilityNumberField, required = false) => (
    <NumberInput
      label={t(`abilities.fields.${field}`)}
      value={values[field]}
      onChange={(value) => set(field, typeof value === 'number' ? value : '')}
      min={ABILITY_DEFAULTS.minimumValue}
      // A typed minus stays, so a negative is refused with a message rather than dropped.
      clampBehavior="none"
      allowDecimal={false}
      required={required}
      error={fieldError(field)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {errors.missingRequired && (
          <Alert color="red" variant="light" role="alert">
            {t('abilities.form.fillRequired')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('abilities.fields.name')}
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            required
            error={fieldError('name')}
            maxLength={100}
          />
          {numberInput('xpcost', true)}
          <NativeSelect
            label={t('abilities.fields.type')}
            data={[
              { value: '', label: t('abilities.form.noType') },
              ...ABILITY_TYPES.map((type) => ({
                value: type.key,
                label: t(`abilities.types.${type.key}`),
              })),
            ]}
            value={values.type}
            onChange={(event) => set('type', event.currentTarget.value as AbilityTypeKey | '')}
          />
          <TextInput
            label={t('abilities.fields.duration')}
            value={values.duration}
            onChange={(event) => set('duration', event.currentTarget.value)}
          />
        </SimpleGrid>
        <Textarea
          label={t('abilities.fields.effect')}
          value={values.effect}
          onChange={(event) => set('effect', event.currentTarget.value)}
          autosize
          minRows={3}
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {numberInput('bonus_hits')}
          {numberInput('bonus_kp')}
          {numberInput('bonus_rp')}
          {numberInput('bonus_mp')}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('abilities.fields.rite')}
            value={values.rite}
            onChange={(event) => set('rite', event.currentTarget.value)}
          />
          {numberInput('cost_mana')}
        </SimpleGrid>
        <Textarea
          label={t('abilities.fields.requirement')}
          value={values.requirement}
          onChange={(event) => set('requirement', event.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Textarea
          label={t('abilities.fields.note')}
          value={values.note}
          onChange={(event) => set('note', event.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Checkbox
          label={t('abilities.fields.has_special_ability')}
          description={t('abilities.form.specialHint')}
          checked={values.has_special_ability}
          onChange={(event) => set('has_special_ability', event.currentTarget.checked)}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {actions}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

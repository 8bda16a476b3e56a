import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import {
  ABILITY_DEFAULTS,
  SPECIAL_ABILITY_TYPES,
  type SpecialAbilityType,
} from '@club/shared/constants';
import type { SpecialAbilityCreate } from '@club/shared/contract/rules';
import {
  validateSpecialAbility,
  type SpecialAbilityField,
  type SpecialAbilityFormValues,
} from './special-ability-form-model';

export interface SpecialAbilityFormProps {
  initialValues: SpecialAbilityFormValues;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (payload: SpecialAbilityCreate) => void;
  onCancel: () => void;
  /** Narrow layouts (a card) stack every field. */
  compact?: boolean;
  /** Extra content above the buttons, e.g. a failure message. */
  footer?: ReactNode;
}

/** The fields of a special ability (SPEC 2.11), for creating and for editing a card. */
export function SpecialAbilityForm({
  initialValues,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
  compact = false,
  footer,
}: SpecialAbilityFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  // After the first attempt to submit, the messages follow the fields as they are fixed.
  const [attempted, setAttempted] = useState(false);
  const validation = validateSpecialAbility(values);
  const errors: Partial<Record<SpecialAbilityField, string>> =
    attempted && !validation.ok ? validation.errors : {};

  const set = <K extends SpecialAbilityField>(field: K, value: SpecialAbilityFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const fieldError = (field: SpecialAbilityField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const text = (field: 'effect' | 'ingredients' | 'requirement' | 'note', rows = 2) => (
    <Textarea
      label={t(`specialAbilities.fields.${field}`)}
      value={values[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      error={fieldError(field)}
      autosize
      minRows={rows}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (validation.ok) onSubmit(validation.payload);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={compact ? 1 : { base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('specialAbilities.fields.name')}
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            required
            error={fieldError('name')}
            maxLength={100}
          />
          <NativeSelect
            label={t('specialAbilities.fields.affiliation')}
            data={[
              { value: '', label: t('specialAbilities.form.chooseAffiliation') },
              ...SPECIAL_ABILITY_TYPES,
            ]}
            value={values.type}
            onChange={(event) => set('type', event.currentTarget.value as SpecialAbilityType | '')}
            required
            error={fieldError('type')}
          />
        </SimpleGrid>
        {text('effect', 3)}
        {text('ingredients')}
        <SimpleGrid cols={compact ? 1 : { base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('specialAbilities.fields.duration')}
            value={values.duration}
            onChange={(event) => set('duration', event.currentTarget.value)}
            error={fieldError('duration')}
          />
          <NumberInput
            label={t('specialAbilities.fields.mana_cost')}
            value={values.mana_cost}
            onChange={(value) => set('mana_cost', typeof value === 'number' ? value : '')}
            min={ABILITY_DEFAULTS.minimumValue}
            // A typed minus stays, so a negative is refused with a message rather than dropped.
            clampBehavior="none"
            allowDecimal={false}
            error={fieldError('mana_cost')}
          />
        </SimpleGrid>
        {text('requirement')}
        {text('note')}
        <TextInput
          label={t('specialAbilities.fields.link')}
          description={t('specialAbilities.form.linkHint')}
          type="url"
          value={values.link}
          onChange={(event) => set('link', event.currentTarget.value)}
          error={fieldError('link')}
        />
        {footer}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

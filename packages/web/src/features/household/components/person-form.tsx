import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { USER_LIMITS } from '@club/shared/constants';
import { HOUSEHOLD_LIMITS } from '@club/shared/contract/household-constants';
import { isValidBirthDate } from '@club/shared/rules/household';
import { useTranslation } from '../../../i18n/use-translation';

export interface PersonFields {
  name: string;
  birth_date: string;
  phone: string;
}

/** Name, birth date and the guardian's phone: adding a child, or changing what was given. */
export function PersonForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: PersonFields;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (fields: PersonFields) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<keyof PersonFields, string>>>({});
  const set = (key: keyof PersonFields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields({ ...fields, [key]: event.currentTarget.value });

  return (
    <Stack
      component="form"
      gap="xs"
      onSubmit={(event) => {
        event.preventDefault();
        const found: Partial<Record<keyof PersonFields, string>> = {};
        if (!fields.name.trim()) found.name = t('household.form.required');
        if (!isValidBirthDate(fields.birth_date))
          found.birth_date = t('household.form.birthDateInvalid');
        if (!/^\+?[0-9 ()-]{4,}$/.test(fields.phone.trim()))
          found.phone = t('household.form.phoneInvalid');
        setProblems(found);
        if (Object.keys(found).length === 0) {
          onSubmit({ ...fields, name: fields.name.trim(), phone: fields.phone.trim() });
        }
      }}
    >
      <TextInput
        label={t('household.form.name')}
        value={fields.name}
        onChange={set('name')}
        maxLength={USER_LIMITS.nameMaxLength}
        error={problems.name}
        required
      />
      <TextInput
        type="date"
        label={t('household.form.birthDate')}
        value={fields.birth_date}
        onChange={set('birth_date')}
        error={problems.birth_date}
        required
      />
      <TextInput
        type="tel"
        label={t('household.form.phone')}
        description={t('household.form.phoneHelp')}
        value={fields.phone}
        onChange={set('phone')}
        maxLength={HOUSEHOLD_LIMITS.phoneMaxLength}
        autoComplete="tel"
        error={problems.phone ?? error}
        required
      />
      <Group>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="subtle" onClick={onCancel}>
            {t('household.form.cancel')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

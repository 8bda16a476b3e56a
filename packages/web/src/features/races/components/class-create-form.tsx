import { useState, type FormEvent } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { CHARACTER_LIMITS } from '@club/shared/constants';
import { ClassCreateSchema, type ClassCreate } from '@club/shared/contract/rules';
import {
  ClassFields,
  type ClassField,
  type ClassFieldValues,
} from '../../../components/class-fields';

const EMPTY: ClassFieldValues = {
  name: '',
  description: '',
  conflict: false,
  additional_professions: '',
};

type Field = ClassField;

type Validation =
  { ok: true; payload: ClassCreate } | { ok: false; errors: Partial<Record<Field, string>> };

function validateClass(values: ClassFieldValues): Validation {
  const errors: Partial<Record<Field, string>> = {};
  if (values.additional_professions === '') errors.additional_professions = 'create.form.required';
  const result = ClassCreateSchema.safeParse({
    name: values.name.trim(),
    description: values.description.trim(),
    conflict: values.conflict ? 1 : 0,
    additional_professions:
      values.additional_professions === '' ? undefined : values.additional_professions,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??=
        field === 'name'
          ? 'create.form.nameRequired'
          : field === 'additional_professions'
            ? 'create.class.additionalRange'
            : 'create.form.invalid';
    }
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, payload: result.data };
  return { ok: false, errors };
}

export interface ClassCreateFormProps {
  submitting: boolean;
  onSubmit: (newClass: ClassCreate) => void;
}

/** A new class: its text, the conflict flag and how many optional professions it picks. */
export function ClassCreateForm({ submitting, onSubmit }: ClassCreateFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  // After the first attempt to submit, the messages follow the fields as they are fixed.
  const [attempted, setAttempted] = useState(false);
  const set = <K extends Field>(field: K, value: ClassFieldValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const validation = validateClass(values);
  const error = (field: Field) => {
    const key = attempted && !validation.ok ? validation.errors[field] : undefined;
    return key ? t(key, { max: CHARACTER_LIMITS.professionsPerCharacter }) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (validation.ok) onSubmit(validation.payload);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ClassFields mode="create" values={values} set={set} error={error} />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t('create.class.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

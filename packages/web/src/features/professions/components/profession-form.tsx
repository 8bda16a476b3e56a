import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ProfessionCreateSchema, type ProfessionCreate } from '@club/shared/contract/rules';

interface ProfessionFormValues {
  name: string;
  description: string;
  requirements: string;
  notes: string;
  characteristics: string;
  /** '' puts the profession after the last one. */
  sort_order: number | '';
}

const EMPTY: ProfessionFormValues = {
  name: '',
  description: '',
  requirements: '',
  notes: '',
  characteristics: '',
  sort_order: '',
};

type Field = keyof ProfessionFormValues;

type Validation =
  { ok: true; payload: ProfessionCreate } | { ok: false; errors: Partial<Record<Field, string>> };

/** The contract's own schema decides, so the form refuses what the server would. */
function validateProfession(values: ProfessionFormValues): Validation {
  const result = ProfessionCreateSchema.safeParse({
    name: values.name.trim(),
    description: values.description.trim(),
    requirements: values.requirements.trim(),
    notes: values.notes.trim(),
    characteristics: values.characteristics.trim(),
    sort_order: values.sort_order === '' ? undefined : values.sort_order,
  });
  if (result.success) return { ok: true, payload: result.data };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= field === 'name' ? 'create.form.nameRequired' : 'create.form.invalid';
  }
  return { ok: false, errors };
}

export interface ProfessionFormProps {
  submitting: boolean;
  onSubmit: (profession: ProfessionCreate) => void;
}

/** The fields of a new profession, checked with the contract's schema before sending. */
export function ProfessionForm({ submitting, onSubmit }: ProfessionFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  // After the first attempt to submit, the messages follow the fields as they are fixed.
  const [attempted, setAttempted] = useState(false);
  const set = <K extends Field>(field: K, value: ProfessionFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const validation = validateProfession(values);
  const error = (field: Field) => {
    const key = attempted && !validation.ok ? validation.errors[field] : undefined;
    return key ? t(key) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (validation.ok) onSubmit(validation.payload);
  };

  const text = (
    field: 'description' | 'requirements' | 'notes' | 'characteristics',
    rows: number,
  ) => (
    <Textarea
      label={t(`create.profession.fields.${field}`)}
      value={values[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      error={error(field)}
      autosize
      minRows={rows}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('create.profession.fields.name')}
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            required
            error={error('name')}
            maxLength={100}
          />
          <NumberInput
            label={t('create.profession.fields.sort_order')}
            description={t('create.profession.sortOrderHint')}
            value={values.sort_order}
            onChange={(value) => set('sort_order', typeof value === 'number' ? value : '')}
            min={0}
            // A typed minus stays, so a negative is refused with a message rather than dropped.
            clampBehavior="none"
            allowDecimal={false}
            error={error('sort_order')}
          />
        </SimpleGrid>
        {text('description', 4)}
        {text('requirements', 2)}
        {text('characteristics', 2)}
        {text('notes', 2)}
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t('create.profession.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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

export interface ProfessionFormProps {
  submitting: boolean;
  onSubmit: (profession: ProfessionCreate) => void;
}

/** The fields of a new profession, checked with the contract's schema before sending. */
export function ProfessionForm({ submitting, onSubmit }: ProfessionFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = <K extends Field>(field: K, value: ProfessionFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const error = (field: Field) => (errors[field] ? t(errors[field]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = ProfessionCreateSchema.safeParse({
      name: values.name.trim(),
      description: values.description.trim(),
      requirements: values.requirements.trim(),
      notes: values.notes.trim(),
      characteristics: values.characteristics.trim(),
      sort_order: values.sort_order === '' ? undefined : values.sort_order,
    });
    if (!result.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= field === 'name' ? 'create.form.nameRequired' : 'create.form.invalid';
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(result.data);
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
            allowNegative={false}
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

import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { RaceCreateSchema, type Class, type RaceCreate } from '@club/shared/contract/rules';
import { isRaceImageAddress, raceImageSrc } from '../race-image';
import { RaceFields, type RaceField, type RaceFieldValues } from './race-fields';

type RaceFormValues = RaceFieldValues & { classIds: string[] };

const EMPTY: RaceFormValues = {
  name: '',
  singular_name: '',
  description: '',
  imageSource: 'builtIn',
  builtInImage: '',
  imageAddress: '',
  base_hits: '',
  base_mana: '',
  upload: null,
  classIds: [],
};

type Field = RaceField;

function imagePathOf(values: RaceFormValues): string | null {
  if (values.imageSource === 'builtIn') return values.builtInImage || null;
  if (values.imageSource === 'address') return values.imageAddress.trim() || null;
  return null;
}

type Validation =
  { ok: true; payload: RaceCreate } | { ok: false; errors: Partial<Record<Field, string>> };

/** Base values are required here (the contract has no defaults for them) and the schema decides the rest. */
function validateRace(values: RaceFormValues): Validation {
  const errors: Partial<Record<Field, string>> = {};
  if (values.imageSource === 'address' && !isRaceImageAddress(values.imageAddress.trim())) {
    errors.image = 'create.race.imageAddressInvalid';
  }
  if (values.base_hits === '') errors.base_hits = 'create.form.required';
  if (values.base_mana === '') errors.base_mana = 'create.form.required';
  const result = RaceCreateSchema.safeParse({
    name: values.name.trim(),
    singular_name: values.singular_name.trim(),
    description: values.description.trim(),
    image_path: imagePathOf(values),
    base_hits: values.base_hits === '' ? undefined : values.base_hits,
    base_mana: values.base_mana === '' ? undefined : values.base_mana,
    classIds: values.classIds.map(Number),
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = (issue.path[0] === 'image_path' ? 'image' : issue.path[0]) as Field;
      errors[field] ??= field === 'name' ? 'create.form.nameRequired' : 'create.form.invalid';
    }
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, payload: result.data };
  return { ok: false, errors };
}

export interface RaceCreateFormProps {
  classes: Class[];
  submitting: boolean;
  onSubmit: (race: RaceCreate) => void;
}

/** A new race: its text, picture, base hits and mana, and the classes it allows. */
export function RaceCreateForm({ classes, submitting, onSubmit }: RaceCreateFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  // After the first attempt to submit, the messages follow the fields as they are fixed.
  const [attempted, setAttempted] = useState(false);
  const set = <K extends keyof RaceFormValues>(field: K, value: RaceFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const validation = validateRace(values);
  const error = (field: Field) => {
    const key = attempted && !validation.ok ? validation.errors[field] : undefined;
    return key ? t(key) : undefined;
  };
  const imagePath = imagePathOf(values);
  const preview =
    imagePath && (values.imageSource === 'builtIn' || isRaceImageAddress(imagePath))
      ? raceImageSrc(imagePath)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (validation.ok) onSubmit(validation.payload);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <RaceFields
          mode="create"
          values={values}
          set={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          error={error}
          preview={preview}
        />

        <Checkbox.Group
          label={t('create.race.fields.classes')}
          description={t('create.race.classesHint')}
          value={values.classIds}
          onChange={(value) => set('classIds', value)}
        >
          {classes.length === 0 ? (
            <Text size="sm" c="dimmed" mt="xs">
              {t('create.race.noClasses')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt="xs">
              {classes.map((entry) => (
                <Checkbox key={entry.id} value={String(entry.id)} label={entry.name} />
              ))}
            </SimpleGrid>
          )}
        </Checkbox.Group>

        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t('create.race.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

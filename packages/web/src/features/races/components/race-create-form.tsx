import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Group,
  Image,
  NumberInput,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RaceCreateSchema, type Class, type RaceCreate } from '@club/shared/contract/rules';
import { isRaceImageAddress, raceImageSrc } from '../race-image';
import { BUILT_IN_RACE_IMAGES } from './built-in-race-images';

type ImageSource = 'builtIn' | 'address' | 'none';

interface RaceFormValues {
  name: string;
  description: string;
  imageSource: ImageSource;
  builtInImage: string | null;
  imageAddress: string;
  base_hits: number | '';
  base_mana: number | '';
  classIds: string[];
}

const EMPTY: RaceFormValues = {
  name: '',
  description: '',
  imageSource: 'builtIn',
  builtInImage: null,
  imageAddress: '',
  base_hits: '',
  base_mana: '',
  classIds: [],
};

type Field = 'name' | 'description' | 'image' | 'base_hits' | 'base_mana';

function imagePathOf(values: RaceFormValues): string | null {
  if (values.imageSource === 'builtIn') return values.builtInImage;
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

  const numberField = (field: 'base_hits' | 'base_mana') => (
    <NumberInput
      label={t(`create.race.fields.${field}`)}
      value={values[field]}
      onChange={(value) => set(field, typeof value === 'number' ? value : '')}
      min={0}
      // A typed minus stays, so a negative is refused with a message rather than dropped.
      clampBehavior="none"
      allowDecimal={false}
      required
      error={error(field)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('create.race.fields.name')}
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          required
          error={error('name')}
          maxLength={100}
        />
        <Textarea
          label={t('create.race.fields.description')}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={error('description')}
          autosize
          minRows={4}
        />
        <SimpleGrid cols={2} spacing="md">
          {numberField('base_hits')}
          {numberField('base_mana')}
        </SimpleGrid>

        <Box component="fieldset" className="club-fieldset" p={0} m={0} style={{ border: 0 }}>
          <Text component="legend" size="sm" fw={500} mb={6}>
            {t('create.race.fields.image')}
          </Text>
          <Stack gap="sm">
            <SegmentedControl
              value={values.imageSource}
              onChange={(value) => set('imageSource', value as ImageSource)}
              data={[
                { value: 'builtIn', label: t('create.race.imageBuiltIn') },
                { value: 'address', label: t('create.race.imageAddress') },
                { value: 'none', label: t('create.race.imageNone') },
              ]}
              fullWidth
            />
            <Group align="flex-start" gap="md" wrap="nowrap">
              <Box style={{ flex: 1 }}>
                {values.imageSource === 'builtIn' && (
                  <NativeSelect
                    label={t('create.race.builtInLabel')}
                    data={[
                      { value: '', label: t('create.race.builtInPlaceholder') },
                      ...BUILT_IN_RACE_IMAGES.map((file) => ({
                        value: file,
                        label: t(`create.race.images.${file.replace(/\.\w+$/, '')}`, {
                          defaultValue: file,
                        }),
                      })),
                    ]}
                    value={values.builtInImage ?? ''}
                    onChange={(event) => set('builtInImage', event.currentTarget.value || null)}
                    error={error('image')}
                  />
                )}
                {values.imageSource === 'address' && (
                  <TextInput
                    label={t('create.race.addressLabel')}
                    description={t('create.race.addressHint')}
                    value={values.imageAddress}
                    onChange={(event) => set('imageAddress', event.currentTarget.value)}
                    error={error('image')}
                  />
                )}
                {values.imageSource === 'none' && (
                  <Text size="sm" c="dimmed">
                    {t('create.race.noImageHint')}
                  </Text>
                )}
              </Box>
              {preview && (
                <Image
                  src={preview}
                  alt={t('create.race.preview')}
                  w={96}
                  h={96}
                  radius="md"
                  fit="cover"
                  style={{ flex: 'none' }}
                />
              )}
            </Group>
          </Stack>
        </Box>

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

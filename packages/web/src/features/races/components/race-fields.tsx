import {
  Box,
  FileInput,
  Group,
  Image,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { RULES_TEXT_LIMITS } from '@club/shared/contract/rules-constants';
import { NameDescriptionFields } from '../../../components/name-description-fields';
import { BUILT_IN_RACE_IMAGES } from './built-in-race-images';

/** Where a race's picture comes from; an upload is offered only for a race that exists. */
export type RaceImageSource = 'builtIn' | 'upload' | 'address' | 'none';

/** A race's fields as a form holds them (a cleared number is '', no built-in image is ''). */
export interface RaceFieldValues {
  name: string;
  singular_name: string;
  description: string;
  base_hits: number | '';
  base_mana: number | '';
  imageSource: RaceImageSource;
  builtInImage: string;
  imageAddress: string;
  upload: File | null;
}

export type RaceField =
  'name' | 'singular_name' | 'description' | 'base_hits' | 'base_mana' | 'image';

export interface RaceFieldsProps {
  /** The create screen or a race's edit modal. */
  mode: 'create' | 'edit';
  values: RaceFieldValues;
  set: <K extends keyof RaceFieldValues>(field: K, value: RaceFieldValues[K]) => void;
  error: (field: RaceField) => string | undefined;
  /** The picture as it would be shown, or null. */
  preview: string | null;
}

/** Every field of a race, once: a new field is added here for both screens. */
export function RaceFields(props: RaceFieldsProps) {
  const { mode, values, set, error, preview } = props;
  const { t } = useTranslation();
  const creating = mode === 'create';

  const numberField = (field: 'base_hits' | 'base_mana') => (
    <NumberInput
      label={t(`create.race.fields.${field}`)}
      value={values[field]}
      onChange={(value) => set(field, typeof value === 'number' ? value : '')}
      min={0}
      // Creating, a typed minus stays, so a negative is refused with a message rather than
      // dropped; editing, the field takes no minus at all.
      {...(creating ? { clampBehavior: 'none' as const } : { allowNegative: false })}
      allowDecimal={false}
      required
      error={error(field)}
    />
  );

  return (
    <>
      <NameDescriptionFields labels="create.race.fields" {...props} />
      <TextInput
        label={t('create.race.fields.singular_name')}
        description={t('create.race.singularHint')}
        value={values.singular_name}
        onChange={(event) => set('singular_name', event.currentTarget.value)}
        error={error('singular_name')}
        maxLength={RULES_TEXT_LIMITS.name}
      />
      <SimpleGrid cols={2} spacing="md">
        {numberField('base_hits')}
        {numberField('base_mana')}
      </SimpleGrid>
      <Box
        component="fieldset"
        className={creating ? 'club-fieldset' : undefined}
        p={0}
        m={0}
        style={{ border: 0 }}
      >
        <Text component="legend" size="sm" fw={500} mb={6}>
          {t('create.race.fields.image')}
        </Text>
        <Stack gap="sm">
          <SegmentedControl
            value={values.imageSource}
            onChange={(value) => set('imageSource', value as RaceImageSource)}
            data={[
              { value: 'builtIn', label: t('create.race.imageBuiltIn') },
              ...(creating ? [] : [{ value: 'upload', label: t('curation.race.imageUpload') }]),
              { value: 'address', label: t('create.race.imageAddress') },
              { value: 'none', label: t('create.race.imageNone') },
            ]}
            fullWidth
          />
          <Group align="flex-start" gap="md" wrap="nowrap">
            <Box style={creating ? { flex: 1 } : { flex: 1, minWidth: 0 }}>
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
                  value={values.builtInImage}
                  onChange={(event) => set('builtInImage', event.currentTarget.value)}
                  error={error('image')}
                />
              )}
              {values.imageSource === 'upload' && (
                <FileInput
                  label={t('curation.race.uploadLabel')}
                  description={t('curation.race.uploadHint')}
                  placeholder={t('curation.race.uploadPlaceholder')}
                  accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
                  value={values.upload}
                  onChange={(file) => set('upload', file)}
                  clearable
                  error={error('image')}
                />
              )}
              {values.imageSource === 'address' && (
                <TextInput
                  label={t('create.race.addressLabel')}
                  description={t(
                    creating ? 'create.race.addressHint' : 'curation.race.addressHint',
                  )}
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
                {...(creating
                  ? { fit: 'cover' as const }
                  : { fit: 'contain' as const, bg: 'parchment.1' })}
                style={{ flex: 'none' }}
              />
            )}
          </Group>
        </Stack>
      </Box>
    </>
  );
}

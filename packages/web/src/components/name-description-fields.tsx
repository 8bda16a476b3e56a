import { TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

type TextField = 'name' | 'description';

export interface NameDescriptionFieldsProps {
  /** The message group of the two labels, e.g. `create.class.fields`. */
  labels: string;
  /** A create screen has room for a taller description than an edit modal. */
  mode: 'create' | 'edit';
  values: Record<TextField, string>;
  set: (field: TextField, value: string) => void;
  error: (field: TextField) => string | undefined;
}

/** The name and description every rules entity starts with, on its create screen and in its edit modal. */
export function NameDescriptionFields({
  labels,
  mode,
  values,
  set,
  error,
}: NameDescriptionFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t(`${labels}.name`)}
        value={values.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        required
        maxLength={100}
        error={error('name')}
      />
      <Textarea
        label={t(`${labels}.description`)}
        value={values.description}
        onChange={(event) => set('description', event.currentTarget.value)}
        autosize
        minRows={mode === 'create' ? 4 : 3}
        error={error('description')}
      />
    </>
  );
}

import { useState } from 'react';
import { NumberInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import {
  ProfessionUpdateSchema,
  type Profession,
  type ProfessionUpdate,
} from '@club/shared/contract/rules';
import { useErrorMessage } from '../../../api/use-error-message';
import { EditModal, fieldErrors } from '../../../components/edit-modal';
import { useRulesWriteWithImpact } from '../../../components/use-rules-write-with-impact';
import { updateProfession, useUpdateProfession } from '../api/update-profession';

const TEXTS = ['description', 'requirements', 'characteristics', 'notes'] as const;
type TextField = (typeof TEXTS)[number];

interface Values extends Record<TextField, string> {
  name: string;
  sort_order: number | '';
}

export interface EditProfessionModalProps {
  /** The profession being edited; null keeps the modal closed. */
  profession: Profession | null;
  onClose: () => void;
}

/** Every field of a profession: its name, its four texts and its place in the list. */
export function EditProfessionModal({ profession, onClose }: EditProfessionModalProps) {
  if (!profession) return null;
  return <EditProfessionForm key={profession.id} profession={profession} onClose={onClose} />;
}

function EditProfessionForm({
  profession,
  onClose,
}: {
  profession: Profession;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const mutation = useUpdateProfession();
  const [values, setValues] = useState<Values>({
    name: profession.name,
    description: profession.description,
    requirements: profession.requirements,
    notes: profession.notes,
    characteristics: profession.characteristics,
    sort_order: profession.sort_order,
  });
  const [attempted, setAttempted] = useState(false);
  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const wanted = {
    name: values.name.trim(),
    ...Object.fromEntries(TEXTS.map((field) => [field, values[field].trim()])),
    sort_order: values.sort_order === '' ? undefined : values.sort_order,
  } as Record<keyof Values, string | number | undefined>;
  const parsed = ProfessionUpdateSchema.safeParse(wanted);
  const errors = parsed.success
    ? {}
    : fieldErrors(parsed.error.issues, (field) =>
        field === 'name' ? 'create.form.nameRequired' : 'create.form.invalid',
      );
  if (values.sort_order === '') errors.sort_order = 'create.form.required';
  const error = (field: string) => (attempted && errors[field] ? t(errors[field]) : undefined);

  const close = () => {
    mutation.reset();
    onClose();
  };
  const guard = useRulesWriteWithImpact(
    ({ id, update }: { id: number; update: ProfessionUpdate }) =>
      updateProfession(id, update, true),
    (variables: { id: number; update: ProfessionUpdate }) =>
      mutation.mutate(variables, { onSuccess: close }),
  );
  const submit = () => {
    setAttempted(true);
    if (Object.keys(errors).length > 0) return;
    const update: ProfessionUpdate = {};
    for (const [key, value] of Object.entries(wanted) as [keyof Values, unknown][]) {
      if (value !== undefined && value !== profession[key]) Object.assign(update, { [key]: value });
    }
    if (Object.keys(update).length === 0) return close();
    void guard.run({ id: profession.id, update });
  };

  const text = (field: TextField, rows: number) => (
    <Textarea
      key={field}
      label={t(`create.profession.fields.${field}`)}
      value={values[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      autosize
      minRows={rows}
      error={error(field)}
    />
  );

  return (
    <>
      <EditModal
        opened
        title={t('curation.profession.title', { name: profession.name })}
        onClose={close}
        onSubmit={submit}
        saving={mutation.isPending || guard.checking}
        error={mutation.isError ? errorMessage(mutation.error, 'curation.saveFailed') : null}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('create.profession.fields.name')}
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            required
            maxLength={100}
            error={error('name')}
          />
          <NumberInput
            label={t('create.profession.fields.sort_order')}
            description={t('curation.profession.sortOrderHint')}
            value={values.sort_order}
            onChange={(value) => set('sort_order', typeof value === 'number' ? value : '')}
            min={0}
            allowNegative={false}
            allowDecimal={false}
            error={error('sort_order')}
          />
        </SimpleGrid>
        {text('description', 3)}
        {text('requirements', 2)}
        {text('characteristics', 2)}
        {text('notes', 2)}
      </EditModal>
      {guard.dialog}
    </>
  );
}

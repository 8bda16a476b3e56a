import { useState } from 'react';
import { NumberInput, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHARACTER_LIMITS } from '@club/shared/constants';
import { ClassUpdateSchema, type Class, type ClassUpdate } from '@club/shared/contract/rules';
import { useErrorMessage } from '../../../api/use-error-message';
import { EditModal, fieldErrors } from '../../../components/edit-modal';
import { useRulesWriteWithImpact } from '../../../components/use-rules-write-with-impact';
import { updateClass, useUpdateClass } from '../api/update-class';

interface Values {
  name: string;
  description: string;
  conflict: boolean;
  additional_professions: number | '';
}

export interface EditClassModalProps {
  /** The class being edited; null keeps the modal closed. */
  cls: Class | null;
  onClose: () => void;
}

/** Every field of a class: name, description, conflict flag and optional professions. */
export function EditClassModal({ cls, onClose }: EditClassModalProps) {
  if (!cls) return null;
  return <EditClassForm key={cls.id} cls={cls} onClose={onClose} />;
}

function EditClassForm({ cls, onClose }: { cls: Class; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const mutation = useUpdateClass();
  const [values, setValues] = useState<Values>({
    name: cls.name,
    description: cls.description,
    conflict: cls.conflict === 1,
    additional_professions: cls.additional_professions,
  });
  const [attempted, setAttempted] = useState(false);
  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const wanted = {
    name: values.name.trim(),
    description: values.description.trim(),
    conflict: values.conflict ? 1 : 0,
    additional_professions:
      values.additional_professions === '' ? undefined : values.additional_professions,
  };
  const parsed = ClassUpdateSchema.safeParse(wanted);
  const errors = parsed.success
    ? {}
    : fieldErrors(parsed.error.issues, (field) =>
        field === 'name' ? 'create.form.nameRequired' : 'create.form.invalid',
      );
  if (values.additional_professions === '') errors.additional_professions = 'create.form.required';
  const error = (field: string) => (attempted && errors[field] ? t(errors[field]) : undefined);

  const close = () => {
    mutation.reset();
    onClose();
  };
  const guard = useRulesWriteWithImpact(
    ({ id, update }: { id: number; update: ClassUpdate }) => updateClass(id, update, true),
    (variables: { id: number; update: ClassUpdate }) =>
      mutation.mutate(variables, { onSuccess: close }),
  );
  const submit = () => {
    setAttempted(true);
    if (Object.keys(errors).length > 0) return;
    const update: ClassUpdate = {};
    for (const [key, value] of Object.entries(wanted) as [keyof typeof wanted, unknown][]) {
      if (value !== undefined && value !== cls[key]) Object.assign(update, { [key]: value });
    }
    if (Object.keys(update).length === 0) return close();
    void guard.run({ id: cls.id, update });
  };

  return (
    <>
      <EditModal
        opened
        title={t('curation.class.title', { name: cls.name })}
        onClose={close}
        onSubmit={submit}
        saving={mutation.isPending || guard.checking}
        error={mutation.isError ? errorMessage(mutation.error, 'curation.saveFailed') : null}
      >
        <TextInput
          label={t('create.class.fields.name')}
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          required
          maxLength={100}
          error={error('name')}
        />
        <Textarea
          label={t('create.class.fields.description')}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          autosize
          minRows={3}
          error={error('description')}
        />
        <NumberInput
          label={t('create.class.fields.additional_professions')}
          description={t('create.class.additionalHint', {
            total: CHARACTER_LIMITS.professionsPerCharacter,
          })}
          value={values.additional_professions}
          onChange={(value) =>
            set('additional_professions', typeof value === 'number' ? value : '')
          }
          min={0}
          max={CHARACTER_LIMITS.professionsPerCharacter}
          allowNegative={false}
          allowDecimal={false}
          error={error('additional_professions')}
        />
        <Switch
          label={t('create.class.fields.conflict')}
          description={t('curation.class.conflictHint')}
          checked={values.conflict}
          onChange={(event) => set('conflict', event.currentTarget.checked)}
        />
      </EditModal>
      {guard.dialog}
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ClassUpdateSchema, type Class, type ClassUpdate } from '@club/shared/contract/rules';
import { useErrorMessage } from '../../../api/use-error-message';
import {
  ClassFields,
  type ClassField,
  type ClassFieldValues,
} from '../../../components/class-fields';
import { EditModal, fieldErrors } from '../../../components/edit-modal';
import { useRulesWriteWithImpact } from '../../../components/use-rules-write-with-impact';
import { updateClass, useUpdateClass } from '../api/update-class';

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
  const [values, setValues] = useState<ClassFieldValues>({
    name: cls.name,
    description: cls.description,
    conflict: cls.conflict === 1,
    additional_professions: cls.additional_professions,
  });
  const [attempted, setAttempted] = useState(false);
  const set = <K extends ClassField>(field: K, value: ClassFieldValues[K]) =>
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
        <ClassFields mode="edit" values={values} set={set} error={error} />
      </EditModal>
      {guard.dialog}
    </>
  );
}

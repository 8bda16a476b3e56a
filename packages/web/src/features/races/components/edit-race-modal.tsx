import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { UPLOAD_LIMITS, UPLOAD_PATH_PREFIX } from '@club/shared/constants';
import { RaceUpdateSchema, type Race, type RaceUpdate } from '@club/shared/contract/rules';
import { useErrorMessage } from '../../../api/use-error-message';
import { EditModal } from '../../../components/edit-modal';
import { useRulesWriteWithImpact } from '../../../components/use-rules-write-with-impact';
import { previewRaceEdit, useUpdateRace, type RaceEdit } from '../api/update-race';
import { isRaceImageAddress, raceImageSrc } from '../race-image';
import { BUILT_IN_RACE_IMAGES } from './built-in-race-images';
import {
  RaceFields,
  type RaceField,
  type RaceFieldValues,
  type RaceImageSource,
} from './race-fields';

type Values = RaceFieldValues;

function valuesOf(race: Race): Values {
  const path = race.image_path ?? '';
  const source: RaceImageSource = !path
    ? 'none'
    : BUILT_IN_RACE_IMAGES.includes(path)
      ? 'builtIn'
      : path.startsWith(UPLOAD_PATH_PREFIX)
        ? 'upload'
        : 'address';
  return {
    name: race.name,
    singular_name: race.singular_name,
    description: race.description,
    base_hits: race.base_hits,
    base_mana: race.base_mana,
    imageSource: source,
    builtInImage: source === 'builtIn' ? path : '',
    imageAddress: source === 'address' ? path : '',
    upload: null,
  };
}

/** The image_path the form asks for; undefined keeps the stored one (an upload stays). */
function imagePathOf(values: Values, race: Race): string | null | undefined {
  switch (values.imageSource) {
    case 'builtIn':
      return values.builtInImage || null;
    case 'address':
      return values.imageAddress.trim() || null;
    case 'none':
      return null;
    case 'upload':
      return race.image_path?.startsWith(UPLOAD_PATH_PREFIX) ? undefined : race.image_path;
  }
}

type Field = RaceField;

function validate(values: Values, race: Race) {
  const errors: Partial<Record<Field, string>> = {};
  if (values.base_hits === '') errors.base_hits = 'create.form.required';
  if (values.base_mana === '') errors.base_mana = 'create.form.required';
  if (values.imageSource === 'address' && !isRaceImageAddress(values.imageAddress.trim()))
    errors.image = 'curation.race.addressInvalid';
  if (values.imageSource === 'upload') {
    if (values.upload && values.upload.size > UPLOAD_LIMITS.raceImageMaxBytes)
      errors.image = 'characters.avatarTooLarge';
    if (!values.upload && !race.image_path?.startsWith(UPLOAD_PATH_PREFIX))
      errors.image = 'curation.race.chooseFile';
  }
  // Only what changed is sent, so the audit log shows the edit and nothing else.
  const wanted = {
    name: values.name.trim(),
    singular_name: values.singular_name.trim(),
    description: values.description.trim(),
    base_hits: values.base_hits === '' ? undefined : values.base_hits,
    base_mana: values.base_mana === '' ? undefined : values.base_mana,
    image_path: imagePathOf(values, race),
  };
  const update: RaceUpdate = {};
  for (const [key, value] of Object.entries(wanted) as [keyof typeof wanted, unknown][]) {
    if (value !== undefined && value !== race[key]) Object.assign(update, { [key]: value });
  }
  const checked = RaceUpdateSchema.safeParse({ ...wanted, image_path: wanted.image_path });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = (issue.path[0] === 'image_path' ? 'image' : issue.path[0]) as Field;
      errors[field] ??= field === 'name' ? 'create.form.nameRequired' : 'create.form.invalid';
    }
  }
  return { errors, update };
}

export interface EditRaceModalProps {
  /** The race being edited; null keeps the modal closed. */
  race: Race | null;
  onClose: () => void;
}

/** Every field of a race: name, description, base hits and mana, and its picture. */
export function EditRaceModal({ race, onClose }: EditRaceModalProps) {
  if (!race) return null;
  return <EditRaceForm key={race.id} race={race} onClose={onClose} />;
}

function EditRaceForm({ race, onClose }: { race: Race; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const mutation = useUpdateRace();
  const [values, setValues] = useState<Values>(() => valuesOf(race));
  const [attempted, setAttempted] = useState(false);
  const uploadPreview = useObjectUrl(values.upload);

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const { errors, update } = validate(values, race);
  const error = (field: Field) => {
    const key = attempted ? errors[field] : undefined;
    return key ? t(key) : undefined;
  };
  const close = () => {
    mutation.reset();
    onClose();
  };
  const guard = useRulesWriteWithImpact(previewRaceEdit, (edit: RaceEdit) =>
    mutation.mutate(edit, { onSuccess: close }),
  );
  const submit = () => {
    setAttempted(true);
    if (Object.keys(errors).length > 0) return;
    const image = values.imageSource === 'upload' ? values.upload : null;
    if (Object.keys(update).length === 0 && !image) {
      close();
      return;
    }
    void guard.run({ id: race.id, update, image });
  };

  const path = imagePathOf(values, race);
  const preview =
    values.imageSource === 'upload'
      ? (uploadPreview ?? raceImageSrc(race.image_path))
      : path && (values.imageSource === 'builtIn' || isRaceImageAddress(path))
        ? raceImageSrc(path)
        : null;

  return (
    <>
      <EditModal
        opened
        title={t('curation.race.title', { name: race.name })}
        onClose={close}
        onSubmit={submit}
        saving={mutation.isPending || guard.checking}
        error={mutation.isError ? errorMessage(mutation.error, 'curation.saveFailed') : null}
      >
        <RaceFields mode="edit" values={values} set={set} error={error} preview={preview} />
      </EditModal>
      {guard.dialog}
    </>
  );
}

/** A local preview of a chosen file (a blob: address, which the image policy allows). */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

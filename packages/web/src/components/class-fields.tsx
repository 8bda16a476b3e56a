import type { ChangeEvent } from 'react';
import { Checkbox, NumberInput, Switch } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { CHARACTER_LIMITS } from '@club/shared/constants';
import { NameDescriptionFields } from './name-description-fields';

/** A class's fields as a form holds them (a cleared number is ''). */
export interface ClassFieldValues {
  name: string;
  description: string;
  conflict: boolean;
  additional_professions: number | '';
}

export type ClassField = keyof ClassFieldValues;

export interface ClassFieldsProps {
  /** The create screen (races and classes) or a class's edit modal (two features use it). */
  mode: 'create' | 'edit';
  values: ClassFieldValues;
  set: <K extends ClassField>(field: K, value: ClassFieldValues[K]) => void;
  error: (field: ClassField) => string | undefined;
}

/** Every field of a class, once: a new field is added here for both screens. */
export function ClassFields(props: ClassFieldsProps) {
  const { mode, values, set, error } = props;
  const { t } = useTranslation();
  const creating = mode === 'create';
  const conflict = {
    label: t('create.class.fields.conflict'),
    description: t(creating ? 'create.class.conflictHint' : 'curation.class.conflictHint'),
    checked: values.conflict,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      set('conflict', event.currentTarget.checked),
  };
  return (
    <>
      <NameDescriptionFields labels="create.class.fields" {...props} />
      <NumberInput
        label={t('create.class.fields.additional_professions')}
        description={t('create.class.additionalHint', {
          total: CHARACTER_LIMITS.professionsPerCharacter,
        })}
        value={values.additional_professions}
        onChange={(value) => set('additional_professions', typeof value === 'number' ? value : '')}
        min={0}
        max={CHARACTER_LIMITS.professionsPerCharacter}
        // Creating, a typed minus stays, so a negative is refused with a message rather
        // than dropped; editing, the field takes no minus at all.
        {...(creating ? { clampBehavior: 'none' as const, required: true, maw: 320 } : {})}
        allowNegative={!creating ? false : undefined}
        allowDecimal={false}
        error={error('additional_professions')}
      />
      {creating ? <Checkbox {...conflict} /> : <Switch {...conflict} />}
    </>
  );
}

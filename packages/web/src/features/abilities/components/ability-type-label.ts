import type { TFunction } from '../../../i18n/translator';
import { abilityTypeKey } from '@club/shared/constants';

/** A stored type label in the reader's language; an unknown label is shown as stored. */
export function abilityTypeLabel(t: TFunction, storedType: string): string {
  const key = abilityTypeKey(storedType);
  return key ? t(`abilities.types.${key}`) : storedType;
}

import type { TFunction } from '../../../i18n/translator';

export function roleLabel(t: TFunction, role: string): string {
  return t(`users.roles.${role}`, { defaultValue: role });
}

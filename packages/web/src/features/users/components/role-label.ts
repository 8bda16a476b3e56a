import type { TFunction } from 'i18next';

export function roleLabel(t: TFunction, role: string): string {
  return t(`users.roles.${role}`, { defaultValue: role });
}

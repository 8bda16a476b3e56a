import type { Guardian, HouseholdPerson } from '@club/shared/contract/household';
import type { GuardianRow, PersonRow } from './household.repository';

/** The domain of the placeholder address of a person added without one: nobody's mailbox. */
export const NO_EMAIL_DOMAIN = 'household.invalid';

export function placeholderEmail(random: string): string {
  return `person-${random}@${NO_EMAIL_DOMAIN}`;
}

/** The person's own address, or null for the placeholder of one who has none. */
export function realEmail(email: string): string | null {
  return email.endsWith(`@${NO_EMAIL_DOMAIN}`) ? null : email;
}

export function toGuardian(row: GuardianRow): Guardian {
  return { id: row.id, name: row.name, phone: row.phone };
}

export function guardiansByPerson(rows: readonly GuardianRow[]): Map<number, Guardian[]> {
  const map = new Map<number, Guardian[]>();
  for (const row of rows) {
    const list = map.get(row.person_id) ?? [];
    list.push(toGuardian(row));
    map.set(row.person_id, list);
  }
  return map;
}

export function toPerson(
  row: PersonRow,
  guardians: readonly Guardian[],
  characters: readonly { id: number; name: string }[] = [],
): HouseholdPerson {
  return {
    id: row.id,
    name: row.name,
    birth_date: row.birth_date,
    email: realEmail(row.email),
    own_login: row.own_login === 1,
    guardians: [...guardians],
    characters: characters.map((character) => ({ id: character.id, name: character.name })),
  };
}

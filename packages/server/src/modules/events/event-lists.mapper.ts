import type {
  EventLists,
  FirstAidList,
  GuardianContact,
  KitchenList,
  RosterList,
  SignupRole,
} from '@club/shared/contract/events';
import { headcount } from '@club/shared/rules/events';
import { isMinorAt } from '@club/shared/rules/household';
import { paymentState } from '@club/shared/rules/payments';
import type { EventRow } from '../../db/schema';
import { emergencyContact } from './events.mapper';
import type { StaffSignupRecord } from './signups.repository';

/** Crew first is no one's wish: players, then crew, each by member name the Danish way. */
function byRoleAndName(a: StaffSignupRecord, b: StaffSignupRecord): number {
  if (a.role !== b.role) return a.role === 'player' ? -1 : 1;
  return a.user_name.localeCompare(b.user_name, 'da') || a.id - b.id;
}

function person(row: StaffSignupRecord) {
  return {
    signup_id: row.id,
    user_name: row.user_name,
    character_name: row.character_name,
    role: row.role as SignupRole,
    minor: isMinorAt(row.birth_date, row.event_starts_at),
    guest: row.user_id === null,
    guest_phone: row.guest_phone,
  };
}

/** A member's guardians with their phones, by member id (only minors are looked up). */
export type GuardiansByMember = ReadonlyMap<number, readonly GuardianContact[]>;

/** The member's guardians; none for a guest, who has no account and no household. */
export function guardiansOf(
  guardians: GuardiansByMember,
  userId: number | null,
): readonly GuardianContact[] | undefined {
  return userId === null ? undefined : guardians.get(userId);
}

/**
 * Diets grouped by their text as members wrote it, trimmed and without regard to case
 * ("Vegetar" and "vegetar " are one group, shown as first written), largest group first.
 */
export function toKitchenList(rows: readonly StaffSignupRecord[]): KitchenList {
  const groups = new Map<string, { diet: string; count: number }>();
  let noDiet = 0;
  for (const row of rows) {
    const diet = row.diet.trim();
    if (diet === '') {
      noDiet += 1;
      continue;
    }
    const key = diet.toLocaleLowerCase('da');
    const group = groups.get(key) ?? { diet, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  return {
    total: rows.length,
    no_diet: noDiet,
    diets: [...groups.values()].sort(
      (a, b) => b.count - a.count || a.diet.localeCompare(b.diet, 'da'),
    ),
    allergies: rows
      .filter((row) => row.allergies.trim() !== '')
      .map((row) => ({ ...person(row), diet: row.diet.trim(), allergies: row.allergies.trim() })),
  };
}

export function toFirstAidList(
  rows: readonly StaffSignupRecord[],
  guardians: GuardiansByMember = new Map(),
): FirstAidList {
  return {
    headcount: headcount(rows),
    rows: rows.map((row) => {
      const who = person(row);
      return {
        ...who,
        allergies: row.allergies.trim(),
        emergency_contact: emergencyContact(row),
        guardians: who.minor ? [...(guardiansOf(guardians, row.user_id) ?? [])] : [],
      };
    }),
  };
}

export function toRosterList(rows: readonly StaffSignupRecord[]): RosterList {
  return {
    rows: rows.map((row) => {
      const payment = paymentState(row);
      return {
        ...person(row),
        payment_status: payment.payment_status,
        amount_due: row.amount_due,
        amount_owed: payment.amount_owed,
        photo_consent: row.photo_consent === 1,
        checked_in_at: row.checked_in_at,
        checked_out_at: row.checked_out_at,
      };
    }),
  };
}

/** The three lists from the event's sign-ups: the confirmed ones only. */
export function toEventLists(
  event: EventRow,
  all: readonly StaffSignupRecord[],
  guardians: GuardiansByMember = new Map(),
): EventLists {
  const rows = all.filter((row) => row.status === 'confirmed').sort(byRoleAndName);
  return {
    event_id: event.id,
    kitchen: toKitchenList(rows),
    first_aid: toFirstAidList(rows, guardians),
    roster: toRosterList(rows),
    player_character_ids: rows.flatMap((row) =>
      row.role === 'player' && row.character_id !== null ? [row.character_id] : [],
    ),
    personal_data_erased: event.personal_data_erased_at !== null,
  };
}

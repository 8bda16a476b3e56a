import type { Transaction } from 'kysely';
import { HOUSEHOLD_AGE_DEFAULTS } from '@club/shared/contract/household-constants';
import { ageOn, clubDay } from '@club/shared/rules/household';
import type { Database, EventRow } from '../../db/schema';
import { guardianStillNeeded } from './events-context';
import * as signups from './signups.repository';

/**
 * Refuses a guardian leaving an event that asks for a guardian beside anyone under age
 * while a child of theirs is signed up and no other guardian of the child is: the same
 * rule as signing the child up (checkAgeRules), kept when the adult goes. A child without
 * a known birth date is taken as of age, as there.
 */
export async function refuseIfGuardianStillNeeded(
  trx: Transaction<Database>,
  event: EventRow,
  guardianId: number,
): Promise<void> {
  if (event.guardian_required !== 1) return;
  const day = clubDay(event.starts_at);
  const children = (await signups.wardsLeaningOn(trx, event.id, guardianId)).filter(
    (ward) =>
      ward.birth_date !== null && ageOn(ward.birth_date, day) < HOUSEHOLD_AGE_DEFAULTS.adult,
  );
  if (children.length > 0) throw guardianStillNeeded(children.map((child) => child.name));
}

import type { Db } from '../../db/schema';
import { characterQuery, type CharacterRecord } from '../characters/characters.repository';

/**
 * Characters to print, with their owner's name: by id, by owners, those the confirmed
 * players of an event signed up with, or every active one.
 */
export async function listCharactersForPrint(
  db: Db,
  filter: { id: number } | { userIds: readonly number[] } | { eventId: number } | { active: true },
) {
  let query = characterQuery(db).select('u.name as owner_name');
  if ('id' in filter) query = query.where('c.id', '=', filter.id);
  else if ('eventId' in filter) {
    const eventId = filter.eventId;
    query = query.where('c.id', 'in', (eb) =>
      eb
        .selectFrom('event_signups')
        .select('character_id')
        .where('event_id', '=', eventId)
        .where('role', '=', 'player')
        .where('status', '=', 'confirmed')
        .where('character_id', 'is not', null)
        .$narrowType<{ character_id: number }>(),
    );
  } else if ('userIds' in filter) {
    if (filter.userIds.length === 0) return [];
    query = query.where('c.user_id', 'in', [...filter.userIds]);
  } else query = query.where('c.is_active', '=', 1);
  const rows = await query.orderBy('u.name').orderBy('c.name').orderBy('c.id').execute();
  // SQLite answers SUM as a number, PostgreSQL as numeric.
  return rows.map(({ owner_name, ...row }) => ({
    record: {
      ...row,
      xp: Number(row.xp ?? 0),
      xp_spent: Number(row.xp_spent ?? 0),
    } as CharacterRecord,
    ownerName: owner_name,
  }));
}

/** The special abilities chosen on a character's sheet, with what the paper shows of them. */
export function listChosenSpecialAbilitiesInFull(db: Db, characterId: number) {
  return db
    .selectFrom('character_abilities as ca')
    .innerJoin('special_abilities as s', 's.id', 'ca.special_ability_id')
    .select([
      's.id',
      's.name',
      's.type',
      's.effect',
      's.duration',
      's.mana_cost',
      's.ingredients',
      's.requirement',
    ])
    .distinct()
    .where('ca.character_id', '=', characterId)
    .orderBy('s.type')
    .orderBy('s.name')
    .orderBy('s.id')
    .execute();
}

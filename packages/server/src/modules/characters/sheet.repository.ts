import type { Db } from '../../db/schema';

/** A character's sheet: its abilities, as stored and as the sheet shows them. */

export interface StoredAbilityRecord {
  profession_id: number;
  ability_id: number;
  special_ability_id: number | null;
  is_unlocked: number;
}

export function listStoredAbilities(db: Db, characterId: number): Promise<StoredAbilityRecord[]> {
  return db
    .selectFrom('character_abilities')
    .select(['profession_id', 'ability_id', 'special_ability_id', 'is_unlocked'])
    .where('character_id', '=', characterId)
    .orderBy('id')
    .execute();
}

/** The sheet's rows with what the cells show, by profession position and level. */
export function listSheetRows(db: Db, characterId: number) {
  return db
    .selectFrom('character_abilities as ca')
    .innerJoin('abilities as a', 'a.id', 'ca.ability_id')
    .leftJoin('profession_abilities as pa', (join) =>
      join
        .onRef('pa.profession_id', '=', 'ca.profession_id')
        .onRef('pa.ability_id', '=', 'ca.ability_id'),
    )
    .leftJoin('character_professions as cp', (join) =>
      join
        .onRef('cp.character_id', '=', 'ca.character_id')
        .onRef('cp.profession_id', '=', 'ca.profession_id'),
    )
    .leftJoin('special_abilities as s', 's.id', 'ca.special_ability_id')
    .select([
      'ca.profession_id',
      'ca.ability_id',
      'ca.special_ability_id',
      's.name as special_ability_name',
      'ca.is_unlocked',
      'pa.order_learned',
      'a.name',
      'a.xpcost',
      'a.effect',
      'a.type',
      'a.duration',
      'a.rite',
      'a.cost_mana',
      'a.requirement',
      'a.note',
      'a.bonus_hits',
      'a.bonus_kp',
      'a.bonus_rp',
      'a.bonus_mp',
      'a.has_special_ability',
    ])
    .where('ca.character_id', '=', characterId)
    .orderBy('cp.position')
    .orderBy('pa.order_learned')
    .orderBy('ca.id')
    .execute();
}
export type SheetRowRecord = Awaited<ReturnType<typeof listSheetRows>>[number];

/** What the character's professions offer, with each ability's linked special abilities. */

export function listChosenSpecialAbilities(db: Db, characterId: number, type: string | undefined) {
  let query = db
    .selectFrom('character_abilities as ca')
    .innerJoin('special_abilities as s', 's.id', 'ca.special_ability_id')
    .select(['s.id', 's.name', 's.type'])
    .distinct()
    .where('ca.character_id', '=', characterId)
    .orderBy('s.name')
    .orderBy('s.id');
  if (type !== undefined) query = query.where('s.type', '=', type);
  return query.execute();
}

import type { Transaction } from 'kysely';
import type { AbilityOffer, AbilitySelection } from '@club/shared/rules/ability-selection';
import type { ReviewRules, SavedCharacter } from '@club/shared/rules/needs-review';
import type { Database, Db } from '../../db/schema';
import { xpTotal } from '../../db/xp';

/**
 * Where the rules half of the review world is kept between rules changes: the rules cache
 * (its `memo`), which drops it on every rules write and keeps nothing while writes made
 * elsewhere could go unnoticed.
 */
export interface RulesMemo {
  memo<T>(key: string, build: () => Promise<T>): Promise<T>;
}

export interface ReviewedCharacter extends SavedCharacter {
  id: number;
  name: string;
  user_id: number;
  allow_update: number;
}

export interface ReviewWorld {
  characters: ReviewedCharacter[];
  rules: ReviewRules;
  names: {
    abilities: Map<number, string>;
    professions: Map<number, string>;
    classes: Map<number, string>;
  };
}

/**
 * What a caller that shows characters has read already: their rows (with their XP) and,
 * being read, their professions in order. Judging them then reads only their abilities:
 * every query saved counts on a save, where each costs a round trip to the database.
 */
export interface KnownCharacters {
  rows: readonly Pick<
    ReviewedCharacter,
    'id' | 'name' | 'user_id' | 'race_id' | 'class_id' | 'allow_update' | 'xp'
  >[];
  professions: Promise<readonly { character_id: number; id: number; position: number }[]>;
}

/**
 * Every character's saved professions and abilities, and the rules they depend on: what
 * needs-review judges. One query per table, so a rules write pays a handful of reads.
 * `characterIds` narrows the characters judged; `known` gives what the caller has read.
 */
export async function loadReviewWorld(
  db: Db,
  rulesMemo: RulesMemo,
  characterIds?: readonly number[],
  known?: KnownCharacters,
): Promise<ReviewWorld> {
  let characterQuery = db
    .selectFrom('characters as c')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.user_id',
      'c.race_id',
      'c.class_id',
      'c.allow_update',
      xpTotal(eb, 'c.id').as('xp'),
    ])
    .orderBy('c.id');
  let professionQuery = db
    .selectFrom('character_professions')
    .select(['character_id', 'profession_id', 'position'])
    .orderBy('character_id')
    .orderBy('position');
  let abilityQuery = db
    .selectFrom('character_abilities')
    .select(['character_id', 'profession_id', 'ability_id', 'special_ability_id'])
    .where('is_unlocked', '=', 1)
    .orderBy('id');
  if (characterIds !== undefined) {
    const ids = characterIds.length > 0 ? [...characterIds] : [0];
    characterQuery = characterQuery.where('c.id', 'in', ids);
    professionQuery = professionQuery.where('character_id', 'in', ids);
    abilityQuery = abilityQuery.where('character_id', 'in', ids);
  }
  const [characters, professions, saved, world] = await Promise.all([
    known ? known.rows : characterQuery.execute(),
    known
      ? known.professions.then((rows) => rows.map((row) => ({ ...row, profession_id: row.id })))
      : professionQuery.execute(),
    abilityQuery.execute(),
    reviewRules(db, rulesMemo),
  ]);

  const professionsOf = new Map<number, number[]>();
  for (const row of professions) {
    const list = professionsOf.get(row.character_id) ?? [];
    list.push(row.profession_id);
    professionsOf.set(row.character_id, list);
  }
  const savedOf = new Map<number, AbilitySelection[]>();
  for (const row of saved) {
    const list = savedOf.get(row.character_id) ?? [];
    list.push({
      profession_id: row.profession_id,
      ability_id: row.ability_id,
      special_ability_id: row.special_ability_id,
    });
    savedOf.set(row.character_id, list);
  }
  return {
    characters: characters.map((c) => ({
      id: c.id,
      name: c.name,
      user_id: c.user_id,
      race_id: c.race_id,
      class_id: c.class_id,
      allow_update: c.allow_update,
      // SQLite answers SUM as a number, PostgreSQL as numeric (parsed on connect).
      xp: Number(c.xp ?? 0),
      professionIds: professionsOf.get(c.id) ?? [],
      abilities: savedOf.get(c.id) ?? [],
    })),
    ...world,
  };
}

type ReviewRulesPart = Pick<ReviewWorld, 'rules' | 'names'>;

/**
 * The rules half of the review world, kept in the rules cache (`memo`): every character
 * answer judges its character against it, and reading every offer and price again made a
 * character save several times slower than its own writes. Inside a transaction it is
 * read afresh, since the transaction may be the rules write itself. Callers only read it.
 */
function reviewRules(db: Db, rulesMemo: RulesMemo): Promise<ReviewRulesPart> {
  if (db.isTransaction) return readReviewRules(db);
  return rulesMemo.memo('review-rules', () => readReviewRules(db));
}

async function readReviewRules(db: Db): Promise<ReviewRulesPart> {
  const [raceClasses, classProfessions, offers, links, abilities, professionNames, classNames] =
    await Promise.all([
      db.selectFrom('race_classes').select(['race_id', 'class_id']).execute(),
      db.selectFrom('class_professions').select(['class_id', 'profession_id']).execute(),
      db
        .selectFrom('profession_abilities as pa')
        .innerJoin('abilities as a', 'a.id', 'pa.ability_id')
        .select([
          'pa.profession_id',
          'pa.ability_id',
          'pa.order_learned',
          'a.xpcost',
          'a.has_special_ability',
        ])
        .execute(),
      db
        .selectFrom('ability_special_abilities')
        .select(['ability_id', 'special_ability_id'])
        .execute(),
      db.selectFrom('abilities').select(['id', 'name', 'xpcost']).execute(),
      db.selectFrom('professions').select(['id', 'name']).execute(),
      db.selectFrom('classes').select(['id', 'name']).execute(),
    ]);
  const linksOf = new Map<number, number[]>();
  for (const link of links) {
    const list = linksOf.get(link.ability_id) ?? [];
    list.push(link.special_ability_id);
    linksOf.set(link.ability_id, list);
  }
  const allOffers: AbilityOffer[] = offers.map((offer) => ({
    ...offer,
    special_ability_ids: linksOf.get(offer.ability_id) ?? [],
  }));
  return {
    rules: {
      raceClasses,
      classProfessions,
      offers: allOffers,
      prices: abilities.map((a) => ({ ability_id: a.id, xpcost: a.xpcost })),
    },
    names: {
      abilities: new Map(abilities.map((a) => [a.id, a.name])),
      professions: new Map(professionNames.map((p) => [p.id, p.name])),
      classes: new Map(classNames.map((c) => [c.id, c.name])),
    },
  };
}

// ---------------------------------------------------------------------------
// Acceptance: staff keep a character as it is, for the reasons it had then

export async function findAcceptance(db: Db, characterId: number) {
  return db
    .selectFrom('character_reviews')
    .selectAll()
    .where('character_id', '=', characterId)
    .executeTakeFirst();
}

/** The reason keys each character was accepted with. */
export async function acceptedReasons(
  db: Db,
  characterIds?: readonly number[],
): Promise<Map<number, string[]>> {
  let query = db.selectFrom('character_reviews').select(['character_id', 'accepted_reasons']);
  if (characterIds !== undefined) {
    query = query.where('character_id', 'in', characterIds.length > 0 ? [...characterIds] : [0]);
  }
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [row.character_id, JSON.parse(row.accepted_reasons) as string[]]),
  );
}

export async function saveAcceptance(
  db: Db,
  row: { characterId: number; reasons: string[]; note: string; acceptedBy: number },
): Promise<void> {
  const values = {
    accepted_reasons: JSON.stringify(row.reasons),
    note: row.note,
    accepted_by: row.acceptedBy,
    accepted_at: new Date().toISOString(),
  };
  await db
    .insertInto('character_reviews')
    .values({ character_id: row.characterId, ...values })
    .onConflict((oc) => oc.column('character_id').doUpdateSet(values))
    .execute();
}

export async function clearAcceptance(db: Db, characterId: number): Promise<void> {
  await db.deleteFrom('character_reviews').where('character_id', '=', characterId).execute();
}

/** Drops the saved rows unlocking does not keep and clears the specials it clears. */
export async function applyKeptRows(
  trx: Transaction<Database>,
  characterId: number,
  before: readonly AbilitySelection[],
  kept: readonly AbilitySelection[],
): Promise<void> {
  for (const row of before) {
    const keep = kept.find((k) => k.ability_id === row.ability_id);
    const where = trx
      .updateTable('character_abilities')
      .where('character_id', '=', characterId)
      .where('ability_id', '=', row.ability_id);
    if (!keep) {
      await trx
        .deleteFrom('character_abilities')
        .where('character_id', '=', characterId)
        .where('ability_id', '=', row.ability_id)
        .execute();
    } else if (keep.special_ability_id !== row.special_ability_id) {
      await where.set({ special_ability_id: keep.special_ability_id }).execute();
    }
  }
}

export async function userNames(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { CHARACTER_LIMITS } from '@club/shared/constants';
import { INVENTORY_LIMITS, itemCodeFrom } from '@club/shared/contract/inventory-constants';
import { matchItemType, parseIngredients } from '@club/shared/rules/ingredients';
import { hasRulesData } from '../rules-data';
import type { Database } from '../schema';
import { DEMO_CLASSES } from './demo-world/classes';
import { DEMO_DOCUMENTS } from './demo-world/documents';
import { DEMO_ITEM_TYPES } from './demo-world/item-types';
import { DEMO_LANGUAGES } from './demo-world/languages';
import { DEMO_KEEPS_EVENTS, DEMO_RECIPE_TYPES, productName } from './demo-world/recipes';
import { DEMO_PROFESSIONS } from './demo-world/professions';
import { DEMO_RACES } from './demo-world/races';
import { DEMO_SPECIAL_ABILITIES } from './demo-world/special-abilities';
import { buildLanguageFont } from './fonts/build-language-font';

/** Thrown when a seed would mix its data into a database that already has some. */
export class SeedRefusedError extends Error {
  override name = 'SeedRefusedError';
}

function byName<T extends { id: number; name: string }>(rows: T[]): Map<string, number> {
  return new Map(rows.map((row) => [row.name, row.id]));
}

function idOf(ids: Map<string, number>, name: string, what: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Demo world: unknown ${what} "${name}"`);
  return id;
}

async function insertLanguages(trx: Transaction<Database>, fonts: Buffer[]): Promise<void> {
  const now = new Date().toISOString();
  await trx
    .insertInto('languages')
    .values(
      DEMO_LANGUAGES.map((language, i) => ({
        name: language.name,
        sample_text: language.sampleText,
        link: null,
        font_data: fonts[i] as Buffer,
        font_filename: `${language.name.replace(/\s+/g, '')}.ttf`,
        font_credit: language.credit,
        updated_at: now,
      })),
    )
    .execute();
}

async function insertDocuments(trx: Transaction<Database>): Promise<void> {
  const languageIds = byName(await trx.selectFrom('languages').select(['id', 'name']).execute());
  const now = new Date().toISOString();
  await trx
    .insertInto('language_documents')
    .values(
      DEMO_DOCUMENTS.map((document) => ({
        language_id: idOf(languageIds, document.language, 'language'),
        title: document.title,
        body: document.body,
        staff_note: document.staffNote,
        visible: document.visible ? 1 : 0,
        created_by: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

async function insertSpecialAbilities(trx: Transaction<Database>): Promise<Map<string, number>> {
  const rows: { id: number; name: string }[] = [];
  for (const special of DEMO_SPECIAL_ABILITIES) {
    rows.push(
      await trx
        .insertInto('special_abilities')
        .values({
          name: special.name,
          type: special.type,
          effect: special.effect,
          ingredients: special.ingredients ?? '',
          duration: special.duration ?? '',
          mana_cost: special.manaCost ?? 0,
          requirement: special.requirement ?? '',
          note: special.note ?? '',
          link: special.link ?? '',
        })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow(),
    );
  }
  return byName(rows);
}

/**
 * The catalogue, and one piece of each unique type in the bank (its first ledger row), so
 * the logistics desk has cards to print from the start.
 */
async function insertItemTypes(
  trx: Transaction<Database>,
  specialIds: Map<string, number>,
): Promise<void> {
  const now = new Date().toISOString();
  for (const type of DEMO_ITEM_TYPES) {
    const { id } = await trx
      .insertInto('item_types')
      .values({
        name: type.name,
        description: type.description,
        kind: type.kind,
        is_unique: type.unique ? 1 : 0,
        unit: type.unit,
        visible_to_players: type.visible === false ? 0 : 1,
        special_ability_id: type.specialAbility
          ? idOf(specialIds, type.specialAbility, 'special ability')
          : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!type.unique) continue;
    const piece = await trx
      .insertInto('items')
      .values({
        code: itemCodeFrom(crypto.randomBytes(INVENTORY_LIMITS.codeLength)),
        item_type_id: id,
        created_by: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('item_transfers')
      .values({
        item_type_id: id,
        item_id: piece.id,
        quantity: 1,
        from_kind: 'bank',
        from_character_id: null,
        to_kind: 'bank',
        to_character_id: null,
        cause: 'created',
        reason: 'Demoverdenen',
        actor_id: null,
        event_id: null,
        created_at: now,
      })
      .execute();
  }
}

/**
 * A recipe for each alchemy, herbalism and poison special ability: its numbered
 * ingredients from the catalogue in, one flask of its own unique product type out.
 */
async function insertRecipes(trx: Transaction<Database>): Promise<void> {
  const now = new Date().toISOString();
  const types = await trx.selectFrom('item_types').select(['id', 'name']).execute();
  const taken = new Set(types.map((type) => type.name.toLowerCase()));
  const specials = await trx
    .selectFrom('special_abilities')
    .select(['id', 'name', 'type', 'effect', 'ingredients'])
    .where('type', 'in', [...DEMO_RECIPE_TYPES])
    .orderBy('id')
    .execute();
  for (const special of specials) {
    const inputs = new Map<number, number>();
    for (const part of parseIngredients(special.ingredients)) {
      if (part.quantity === null) continue;
      const type = matchItemType(part.text, types);
      if (type) inputs.set(type.id, (inputs.get(type.id) ?? 0) + part.quantity);
    }
    const name = productName(special.name, taken);
    taken.add(name.toLowerCase());
    const product = await trx
      .insertInto('item_types')
      .values({
        name,
        description: special.effect,
        kind: 'item',
        is_unique: 1,
        unit: 'stk.',
        visible_to_players: 1,
        special_ability_id: special.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('recipes')
      .values({
        special_ability_id: special.id,
        keeps_events: DEMO_KEEPS_EVENTS[special.type as keyof typeof DEMO_KEEPS_EVENTS],
        updated_by: null,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('recipe_lines')
      .values([
        ...[...inputs].map(([item_type_id, quantity], position) => ({
          special_ability_id: special.id,
          direction: 'in',
          position,
          item_type_id,
          quantity,
        })),
        {
          special_ability_id: special.id,
          direction: 'out',
          position: 0,
          item_type_id: product.id,
          quantity: 1,
        },
      ])
      .execute();
  }
}

async function insertProfessions(
  trx: Transaction<Database>,
  specialIds: Map<string, number>,
): Promise<Map<string, number>> {
  const rows: { id: number; name: string }[] = [];
  for (const [index, profession] of DEMO_PROFESSIONS.entries()) {
    const row = await trx
      .insertInto('professions')
      .values({
        name: profession.name,
        description: profession.description,
        requirements: profession.requirements,
        notes: profession.notes,
        characteristics: profession.characteristics,
        sort_order: index + 1,
      })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    rows.push(row);

    for (const [level, ability] of profession.abilities.entries()) {
      const links = ability.specialAbilities
        ? DEMO_SPECIAL_ABILITIES.filter(
            (s) =>
              s.type === ability.specialAbilities?.type &&
              (!ability.specialAbilities.only || ability.specialAbilities.only.includes(s.name)),
          )
        : [];
      if (ability.specialAbilities && links.length === 0) {
        throw new Error(`Demo world: ${ability.name} links no special abilities`);
      }
      const { id: abilityId } = await trx
        .insertInto('abilities')
        .values({
          name: ability.name,
          type: ability.type,
          xpcost: ability.xpcost,
          effect: ability.effect,
          bonus_hits: ability.bonusHits ?? 0,
          bonus_kp: ability.bonusKp ?? 0,
          bonus_rp: ability.bonusRp ?? 0,
          bonus_mp: ability.bonusMp ?? 0,
          duration: ability.duration ?? '',
          rite: ability.rite ?? '',
          cost_mana: ability.costMana ?? 0,
          requirement: ability.requirement ?? '',
          note: ability.note ?? '',
          has_special_ability: links.length > 0 ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('profession_abilities')
        .values({ profession_id: row.id, ability_id: abilityId, order_learned: level + 1 })
        .execute();
      if (links.length > 0) {
        await trx
          .insertInto('ability_special_abilities')
          .values(
            links.map((special, i) => ({
              ability_id: abilityId,
              special_ability_id: idOf(specialIds, special.name, 'special ability'),
              sort_order: i + 1,
            })),
          )
          .execute();
      }
    }
  }
  return byName(rows);
}

async function insertClasses(
  trx: Transaction<Database>,
  professionIds: Map<string, number>,
): Promise<Map<string, number>> {
  const rows: { id: number; name: string }[] = [];
  for (const cls of DEMO_CLASSES) {
    const row = await trx
      .insertInto('classes')
      .values({
        name: cls.name,
        description: cls.description,
        conflict: cls.conflict ? 1 : 0,
        additional_professions: CHARACTER_LIMITS.professionsPerCharacter - cls.mandatory.length,
      })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    rows.push(row);
    const assignments = [
      ...cls.mandatory.map((name, i) => ({ name, mandatory: 1, sort_order: i + 1 })),
      ...cls.optional.map((name, i) => ({ name, mandatory: 0, sort_order: i + 1 })),
    ];
    await trx
      .insertInto('class_professions')
      .values(
        assignments.map((a) => ({
          class_id: row.id,
          profession_id: idOf(professionIds, a.name, 'profession'),
          mandatory: a.mandatory,
          sort_order: a.sort_order,
        })),
      )
      .execute();
  }
  return byName(rows);
}

async function insertRaces(
  trx: Transaction<Database>,
  classIds: Map<string, number>,
): Promise<void> {
  for (const race of DEMO_RACES) {
    const { id } = await trx
      .insertInto('races')
      .values({
        name: race.name,
        singular_name: race.singularName,
        description: race.description,
        image_path: race.image,
        base_hits: race.baseHits,
        base_mana: race.baseMana,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('race_classes')
      .values(
        race.classes.map((name) => ({ race_id: id, class_id: idOf(classIds, name, 'class') })),
      )
      .execute();
  }
}

/**
 * Loads the demo world of Ravnemark: races, classes, professions, abilities, special
 * abilities, languages with their fonts and a few handouts in them, and the catalogue of
 * what characters carry, in one transaction. It refuses (with
 * SeedRefusedError, changing nothing) when any rules data exists, so it never
 * duplicates or mixes into a club's own world.
 */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  // Fonts are built before the transaction: CPU work has no business holding it open.
  const fonts = DEMO_LANGUAGES.map((language) => buildLanguageFont(language.font));

  await db.transaction().execute(async (trx) => {
    if (await hasRulesData(trx)) {
      throw new SeedRefusedError(
        'The database already holds rules data; the demo world was not loaded.',
      );
    }
    const specialIds = await insertSpecialAbilities(trx);
    await insertItemTypes(trx, specialIds);
    await insertRecipes(trx);
    const professionIds = await insertProfessions(trx, specialIds);
    const classIds = await insertClasses(trx, professionIds);
    await insertRaces(trx, classIds);
    await insertLanguages(trx, fonts);
    await insertDocuments(trx);
  });
}

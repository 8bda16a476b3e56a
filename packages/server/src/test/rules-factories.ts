import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { createFont } from 'fonteditor-core';
import type { Kysely } from 'kysely';
import { rulesCacheFor } from '../modules/rules/rules-cache';
import type {
  AbilityRow,
  ClassRow,
  Database,
  ProfessionRow,
  RaceRow,
  SpecialAbilityRow,
} from '../db/schema';

/**
 * Rules data for tests, written straight to the database (the API under test is not used
 * to set up its own fixtures). Names get a random suffix so a file can make many. Like
 * every rules write, each one drops the app's cached rules answers.
 */

/** Passes a row through after dropping the cached rules answers. */
function fresh<T>(db: Kysely<Database>): (row: T) => T {
  return (row) => {
    rulesCacheFor(db).invalidate();
    return row;
  };
}

function unique(prefix: string): string {
  return `${prefix} ${crypto.randomBytes(3).toString('hex')}`;
}

export function createRace(
  db: Kysely<Database>,
  values: Partial<Omit<RaceRow, 'id'>> = {},
): Promise<RaceRow> {
  return db
    .insertInto('races')
    .values({
      name: values.name ?? unique('Race'),
      description: values.description ?? 'A people of the old forests.',
      image_path: values.image_path ?? null,
      base_hits: values.base_hits ?? 2,
      base_mana: values.base_mana ?? 1,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .then(fresh(db));
}

export function createClass(
  db: Kysely<Database>,
  values: Partial<Omit<ClassRow, 'id'>> = {},
): Promise<ClassRow> {
  return db
    .insertInto('classes')
    .values({
      name: values.name ?? unique('Class'),
      description: values.description ?? 'Walks the roads between towns.',
      conflict: values.conflict ?? 0,
      additional_professions: values.additional_professions ?? 3,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .then(fresh(db));
}

export async function allowClasses(
  db: Kysely<Database>,
  raceId: number,
  classIds: number[],
): Promise<void> {
  if (classIds.length === 0) return;
  await db
    .insertInto('race_classes')
    .values(classIds.map((classId) => ({ race_id: raceId, class_id: classId })))
    .execute();
  rulesCacheFor(db).invalidate();
}

export function createProfession(
  db: Kysely<Database>,
  values: Partial<Omit<ProfessionRow, 'id'>> = {},
): Promise<ProfessionRow> {
  return db
    .insertInto('professions')
    .values({
      name: values.name ?? unique('Profession'),
      description: values.description ?? 'A trade of hand and mind.',
      requirements: values.requirements ?? '',
      notes: values.notes ?? '',
      characteristics: values.characteristics ?? '',
      sort_order: values.sort_order ?? 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .then(fresh(db));
}

export async function addClassProfession(
  db: Kysely<Database>,
  classId: number,
  professionId: number,
  options: { mandatory?: boolean; sortOrder?: number } = {},
): Promise<void> {
  await db
    .insertInto('class_professions')
    .values({
      class_id: classId,
      profession_id: professionId,
      mandatory: options.mandatory ? 1 : 0,
      sort_order: options.sortOrder ?? 0,
    })
    .execute();
  rulesCacheFor(db).invalidate();
}

export function createAbility(
  db: Kysely<Database>,
  values: Partial<Omit<AbilityRow, 'id'>> = {},
): Promise<AbilityRow> {
  return db
    .insertInto('abilities')
    .values({
      name: values.name ?? unique('Ability'),
      effect: values.effect ?? 'Something happens.',
      xpcost: values.xpcost ?? 2,
      bonus_hits: values.bonus_hits ?? 0,
      type: values.type ?? 'Evne',
      bonus_kp: values.bonus_kp ?? 0,
      bonus_rp: values.bonus_rp ?? 0,
      bonus_mp: values.bonus_mp ?? 0,
      duration: values.duration ?? '',
      rite: values.rite ?? '',
      cost_mana: values.cost_mana ?? 0,
      requirement: values.requirement ?? '',
      note: values.note ?? '',
      has_special_ability: values.has_special_ability ?? 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .then(fresh(db));
}

/** Lists the abilities as the profession's levels 1..n. */
export async function setProfessionAbilities(
  db: Kysely<Database>,
  professionId: number,
  abilityIds: number[],
): Promise<void> {
  if (abilityIds.length === 0) return;
  await db
    .insertInto('profession_abilities')
    .values(
      abilityIds.map((abilityId, index) => ({
        profession_id: professionId,
        ability_id: abilityId,
        order_learned: index + 1,
      })),
    )
    .execute();
  rulesCacheFor(db).invalidate();
}

export function createSpecialAbility(
  db: Kysely<Database>,
  values: Partial<Omit<SpecialAbilityRow, 'id'>> = {},
): Promise<SpecialAbilityRow> {
  return db
    .insertInto('special_abilities')
    .values({
      name: values.name ?? unique('Special'),
      effect: values.effect ?? '',
      ingredients: values.ingredients ?? '',
      duration: values.duration ?? '',
      mana_cost: values.mana_cost ?? 0,
      type: values.type ?? 'Urtekundskab',
      requirement: values.requirement ?? '',
      note: values.note ?? '',
      link: values.link ?? '',
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .then(fresh(db));
}

export async function linkSpecialAbilities(
  db: Kysely<Database>,
  abilityId: number,
  specialAbilityIds: number[],
): Promise<void> {
  if (specialAbilityIds.length === 0) return;
  await db
    .insertInto('ability_special_abilities')
    .values(
      specialAbilityIds.map((id, index) => ({
        ability_id: abilityId,
        special_ability_id: id,
        sort_order: index,
      })),
    )
    .execute();
  rulesCacheFor(db).invalidate();
}

/**
 * A character row inserted directly, to make rules data "in use": optionally holding
 * professions and owning abilities (profession, ability, chosen special ability).
 */
export async function createCharacterUsing(
  db: Kysely<Database>,
  refs: {
    userId: number;
    raceId: number;
    classId: number;
    professionIds?: number[];
    abilities?: { professionId: number; abilityId: number; specialAbilityId?: number | null }[];
  },
): Promise<{ id: number }> {
  const now = new Date().toISOString();
  const character = await db
    .insertInto('characters')
    .values({
      user_id: refs.userId,
      name: unique('Hero'),
      race_id: refs.raceId,
      class_id: refs.classId,
      description: '',
      avatar_path: 'human',
      is_active: 1,
      allow_update: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const professionIds = refs.professionIds ?? [];
  if (professionIds.length > 0) {
    await db
      .insertInto('character_professions')
      .values(
        professionIds.map((professionId, index) => ({
          character_id: character.id,
          profession_id: professionId,
          position: index + 1,
        })),
      )
      .execute();
  }
  for (const owned of refs.abilities ?? []) {
    await db
      .insertInto('character_abilities')
      .values({
        character_id: character.id,
        profession_id: owned.professionId,
        ability_id: owned.abilityId,
        special_ability_id: owned.specialAbilityId ?? null,
        is_unlocked: 1,
      })
      .execute();
  }
  return character;
}

const require = createRequire(import.meta.url);

/** A real WOFF font from an installed @fontsource package: a web font, not TrueType. */
export function sampleWoffFont(): Buffer {
  const dir = path.dirname(require.resolve('@fontsource/noto-sans-runic/LICENSE'));
  return fs.readFileSync(path.join(dir, 'files', 'noto-sans-runic-runic-400-normal.woff'));
}

/** A real TrueType font: the WOFF above unpacked to its sfnt. */
export function sampleTrueTypeFont(): Buffer {
  const inflate = (data: number[]) => Array.from(zlib.inflateSync(Buffer.from(data)));
  const written = createFont(sampleWoffFont(), { type: 'woff', inflate }).write({ type: 'ttf' });
  return Buffer.isBuffer(written) ? written : Buffer.from(written as ArrayBuffer);
}

/** A multipart/form-data body for app.inject: text fields and at most one file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; filename: string; contentType: string; bytes: Buffer },
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----club${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function createLanguage(
  db: Kysely<Database>,
  values: { name?: string; sampleText?: string; link?: string | null; font?: Buffer | null } = {},
): Promise<{ id: number; name: string }> {
  const name = values.name ?? unique('Tongue');
  const row = await db
    .insertInto('languages')
    .values({
      name,
      sample_text: values.sampleText ?? 'Lorem ipsum dolor sit amet.',
      link: values.link ?? null,
      font_data: values.font ?? null,
      font_filename: values.font ? 'font.ttf' : null,
      font_credit: null,
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  rulesCacheFor(db).invalidate();
  return { id: row.id, name };
}

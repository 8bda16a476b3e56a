import type { Kysely } from 'kysely';
import { UPLOAD_LIMITS, UPLOAD_PATH_PREFIX } from '@club/shared/constants';
import {
  RULES_FILE_ERROR_CODES,
  RULES_FILE_FORMAT,
  RULES_FILE_VERSION,
  RulesFileSchema,
  type RulesFile,
  type RulesImportResponse,
} from '@club/shared/contract/rules-export';
import { CHARACTER_LIMITS } from '@club/shared/constants';
import type { Database } from '../../db/schema';
import { hasRulesData } from '../../db/rules-data';
import { AppError, badRequest, conflict } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { detectFont } from '../languages/font-file';
import type { Actor } from '../rules/id-lists';
import type { RulesImages } from '../rules/rules-images';
import { insertLinks, insertReturningId, readAllRulesData } from './rules-file.repository';
import type { RulesWrites } from '../rules/rules-write';

/**
 * "Share a world": the whole rules data as one versioned file (contract/rules-export,
 * docs/rules-format.md) and back. Export and import use the same orderings and keys, so a
 * file imported into an empty database exports again as the same content.
 */

async function exportRules(db: Kysely<Database>, pictures: RulesImages): Promise<RulesFile> {
  const [
    races,
    classes,
    professions,
    abilities,
    specials,
    languages,
    raceClasses,
    classProfessions,
    professionAbilities,
    abilitySpecials,
    itemTypes,
    recipes,
    recipeLines,
  ] = await readAllRulesData(db);
  const typeName = new Map(itemTypes.map((type) => [type.id, type.name]));
  const recipeOf = (specialId: number) => {
    const recipe = recipes.find((row) => row.special_ability_id === specialId);
    if (!recipe) return null;
    const lines = (direction: string) =>
      recipeLines
        .filter((line) => line.special_ability_id === specialId && line.direction === direction)
        .map((line) => ({ item_type: typeName.get(line.item_type_id)!, quantity: line.quantity }));
    return { inputs: lines('in'), outputs: lines('out'), keeps_events: recipe.keeps_events };
  };

  const className = new Map(classes.map((row) => [row.id, row.name]));
  const professionName = new Map(professions.map((row) => [row.id, row.name]));
  const abilityKey = new Map(abilities.map((row, i) => [row.id, `a${i + 1}`]));
  const specialKey = new Map(specials.map((row, i) => [row.id, `s${i + 1}`]));

  const racesOut = [];
  for (const race of races) {
    const uploaded = race.image_path?.startsWith(UPLOAD_PATH_PREFIX) ?? false;
    const image = uploaded ? await pictures.read(race.image_path!) : undefined;
    racesOut.push({
      name: race.name,
      singular_name: race.singular_name,
      description: race.description,
      image_path: image ? null : race.image_path,
      image: image ? Buffer.from(image.data).toString('base64') : null,
      base_hits: race.base_hits,
      base_mana: race.base_mana,
      classes: raceClasses
        .filter((link) => link.race_id === race.id)
        .map((link) => className.get(link.class_id)!)
        .sort(),
    });
  }

  return {
    format: RULES_FILE_FORMAT,
    version: RULES_FILE_VERSION,
    exported_at: new Date().toISOString(),
    races: racesOut,
    classes: classes.map((cls) => ({
      name: cls.name,
      description: cls.description,
      conflict: cls.conflict === 1 ? 1 : 0,
      additional_professions: cls.additional_professions,
      professions: classProfessions
        .filter((link) => link.class_id === cls.id)
        .map((link) => ({
          profession: professionName.get(link.profession_id)!,
          mandatory: link.mandatory === 1 ? 1 : 0,
          sort_order: link.sort_order,
        })),
    })),
    professions: professions.map((profession) => ({
      name: profession.name,
      description: profession.description,
      requirements: profession.requirements,
      notes: profession.notes,
      characteristics: profession.characteristics,
      sort_order: profession.sort_order,
      abilities: professionAbilities
        .filter((link) => link.profession_id === profession.id)
        .map((link) => abilityKey.get(link.ability_id)!),
    })),
    abilities: abilities.map((ability) => ({
      key: abilityKey.get(ability.id)!,
      name: ability.name,
      effect: ability.effect,
      xpcost: ability.xpcost,
      bonus_hits: ability.bonus_hits,
      type: ability.type,
      bonus_kp: ability.bonus_kp,
      bonus_rp: ability.bonus_rp,
      bonus_mp: ability.bonus_mp,
      duration: ability.duration,
      rite: ability.rite,
      cost_mana: ability.cost_mana,
      requirement: ability.requirement,
      note: ability.note,
      has_special_ability: ability.has_special_ability === 1 ? 1 : 0,
      special_abilities: abilitySpecials
        .filter((link) => link.ability_id === ability.id)
        .map((link) => specialKey.get(link.special_ability_id)!),
    })),
    special_abilities: specials.map((special) => ({
      key: specialKey.get(special.id)!,
      name: special.name,
      effect: special.effect,
      ingredients: special.ingredients,
      duration: special.duration,
      mana_cost: special.mana_cost,
      type: special.type as RulesFile['special_abilities'][number]['type'],
      requirement: special.requirement,
      note: special.note,
      link: special.link,
      recipe: recipeOf(special.id),
    })),
    languages: languages.map((language) => ({
      name: language.name,
      sampleText: language.sample_text,
      link: language.link ? language.link : null,
      font: language.font_data
        ? {
            filename: language.font_filename ?? `${language.name.replace(/\s+/g, '')}.ttf`,
            credit: language.font_credit,
            data: Buffer.from(language.font_data).toString('base64'),
          }
        : null,
    })),
    item_types: itemTypes.map((type) => ({
      name: type.name,
      description: type.description,
      kind: type.kind as RulesFile['item_types'][number]['kind'],
      unique: type.is_unique === 1,
      unit: type.unit,
      visible_to_players: type.visible_to_players === 1,
      special_ability:
        type.special_ability_id === null ? null : (specialKey.get(type.special_ability_id) ?? null),
    })),
  };
}

/** The 400 of an import: names the first problem and where it is. */
function problem(where: string, message: string): AppError {
  return badRequest(
    `Invalid rules file: ${where}: ${message}`,
    [{ field: where, message }],
    RULES_FILE_ERROR_CODES.invalidRulesFile,
  );
}

function path(parts: readonly PropertyKey[]): string {
  return parts.reduce<string>(
    (out, part) =>
      typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part),
    '',
  );
}

function firstDuplicate(values: readonly string[]): number {
  const seen = new Set<string>();
  for (const [i, value] of values.entries()) {
    if (seen.has(value)) return i;
    seen.add(value);
  }
  return -1;
}

function decode(data: string, maxBytes: number, where: string): Buffer {
  if (data.length % 4 !== 0) throw problem(where, 'Must be base64');
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > maxBytes) throw problem(where, `Larger than ${maxBytes} bytes`);
  return bytes;
}

interface CheckedFile {
  file: RulesFile;
  fonts: (Buffer | null)[];
  images: (Buffer | null)[];
}

/** Everything that can be checked before writing, in file order; the first problem is thrown. */
async function checkRulesFile(input: unknown, pictures: RulesImages): Promise<CheckedFile> {
  const parsed = RulesFileSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw problem(path(issue.path) || 'file', issue.message);
  }
  const file = parsed.data;

  const unique: [string, readonly string[]][] = [
    ['races', file.races.map((r) => r.name)],
    ['classes', file.classes.map((c) => c.name)],
    ['professions', file.professions.map((p) => p.name)],
    ['abilities', file.abilities.map((a) => a.key)],
    ['special_abilities', file.special_abilities.map((s) => s.key)],
    ['languages', file.languages.map((l) => l.name)],
  ];
  for (const [list, names] of unique) {
    const at = firstDuplicate(names);
    if (at >= 0) {
      const field = list === 'abilities' || list === 'special_abilities' ? 'key' : 'name';
      throw problem(`${list}[${at}].${field}`, `"${names[at]}" appears twice`);
    }
  }

  // Item type names are unique without case, as the catalogue keeps them.
  const twiceType = firstDuplicate(file.item_types.map((t) => t.name.toLowerCase()));
  if (twiceType >= 0) {
    throw problem(
      `item_types[${twiceType}].name`,
      `"${file.item_types[twiceType]!.name}" appears twice`,
    );
  }

  const classNames = new Set(file.classes.map((c) => c.name));
  const professionNames = new Set(file.professions.map((p) => p.name));
  const abilityKeys = new Set(file.abilities.map((a) => a.key));
  const specialKeys = new Set(file.special_abilities.map((s) => s.key));

  function references(
    where: string,
    list: readonly string[],
    known: Set<string>,
    what: string,
  ): void {
    const twice = firstDuplicate(list);
    if (twice >= 0) throw problem(`${where}[${twice}]`, `"${list[twice]}" is listed twice`);
    const dangling = list.findIndex((name) => !known.has(name));
    if (dangling >= 0)
      throw problem(`${where}[${dangling}]`, `No ${what} "${list[dangling]}" in the file`);
  }

  file.races.forEach((race, i) =>
    references(`races[${i}].classes`, race.classes, classNames, 'class'),
  );
  file.classes.forEach((cls, i) => {
    references(
      `classes[${i}].professions`,
      cls.professions.map((p) => p.profession),
      professionNames,
      'profession',
    );
    const mandatory = cls.professions.filter((p) => p.mandatory === 1).length;
    if (mandatory > CHARACTER_LIMITS.professionsPerCharacter) {
      throw problem(
        `classes[${i}].professions`,
        `More than ${CHARACTER_LIMITS.professionsPerCharacter} mandatory professions`,
      );
    }
  });
  file.professions.forEach((profession, i) =>
    references(`professions[${i}].abilities`, profession.abilities, abilityKeys, 'ability'),
  );
  file.item_types.forEach((type, i) => {
    if (type.special_ability !== null && !specialKeys.has(type.special_ability)) {
      throw problem(
        `item_types[${i}].special_ability`,
        `No special ability "${type.special_ability}" in the file`,
      );
    }
  });
  const typeByName = new Map(file.item_types.map((type) => [type.name, type]));
  file.special_abilities.forEach((special, i) => {
    if (!special.recipe) return;
    for (const side of ['inputs', 'outputs'] as const) {
      const seen = new Set<string>();
      special.recipe[side].forEach((line, j) => {
        const where = `special_abilities[${i}].recipe.${side}[${j}].item_type`;
        const type = typeByName.get(line.item_type);
        if (!type) throw problem(where, `No item type "${line.item_type}" in the file`);
        if (seen.has(line.item_type)) throw problem(where, `"${line.item_type}" appears twice`);
        seen.add(line.item_type);
        if (side === 'inputs' && type.unique) {
          throw problem(where, 'An ingredient is a counted type');
        }
      });
    }
  });
  file.abilities.forEach((ability, i) => {
    references(
      `abilities[${i}].special_abilities`,
      ability.special_abilities,
      specialKeys,
      'special ability',
    );
    if (ability.special_abilities.length > 0 && ability.has_special_ability !== 1) {
      throw problem(
        `abilities[${i}].special_abilities`,
        'Only an ability with has_special_ability = 1 can offer special abilities',
      );
    }
  });

  const fonts = file.languages.map((language, i) => {
    if (!language.font) {
      if (!language.link)
        throw problem(`languages[${i}].font`, 'A language needs a font or a link');
      return null;
    }
    const where = `languages[${i}].font.data`;
    const bytes = decode(language.font.data, UPLOAD_LIMITS.fontMaxBytes, where);
    if (!detectFont(bytes)) throw problem(where, 'Not a TrueType or OpenType font');
    return bytes;
  });

  const images: (Buffer | null)[] = [];
  for (const [i, race] of file.races.entries()) {
    if (race.image_path?.startsWith(UPLOAD_PATH_PREFIX)) {
      throw problem(
        `races[${i}].image_path`,
        'An uploaded picture travels in "image", not as a path of another install',
      );
    }
    if (race.image === null) {
      images.push(null);
      continue;
    }
    const where = `races[${i}].image`;
    if (race.image_path !== null) throw problem(where, 'Give image_path or image, not both');
    const bytes = decode(race.image, UPLOAD_LIMITS.raceImageMaxBytes, where);
    try {
      images.push(await pictures.prepare(bytes));
    } catch {
      throw problem(where, 'Not an image (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF)');
    }
  }
  return { file, fonts, images };
}

/**
 * Loads a rules file into a database without rules data, in one transaction: refused with
 * 409 (nothing written) when any rules data exists, with 400 naming the first problem when
 * the file is malformed or breaks a rule. `actor` is null from the command line.
 */
async function importRules(
  { writes, images: pictures }: RulesFileDeps,
  actor: Actor | null,
  input: unknown,
): Promise<RulesImportResponse> {
  const { file, fonts, images } = await checkRulesFile(input, pictures);
  // An import starts from no rules data, so no character can be put under review by it.
  const { result } = await writes.run(async (trx) => {
    if (await hasRulesData(trx)) {
      throw conflict(
        RULES_FILE_ERROR_CODES.rulesDataExists,
        'This database already has rules data; a rules file loads only into one without',
      );
    }
    const now = new Date().toISOString();

    const specialIds = new Map<string, number>();
    for (const special of file.special_abilities) {
      const { key, recipe: _recipe, ...values } = special;
      specialIds.set(key, await insertReturningId(trx, 'special_abilities', values));
    }
    const abilityIds = new Map<string, number>();
    for (const ability of file.abilities) {
      const { key, special_abilities: _links, ...values } = ability;
      abilityIds.set(key, await insertReturningId(trx, 'abilities', values));
    }
    await insertLinks(
      trx,
      'ability_special_abilities',
      file.abilities.flatMap((ability) =>
        ability.special_abilities.map((key, index) => ({
          ability_id: abilityIds.get(ability.key)!,
          special_ability_id: specialIds.get(key)!,
          sort_order: index,
        })),
      ),
    );

    const professionIds = new Map<string, number>();
    for (const profession of file.professions) {
      const { abilities: _abilities, ...values } = profession;
      professionIds.set(profession.name, await insertReturningId(trx, 'professions', values));
    }
    await insertLinks(
      trx,
      'profession_abilities',
      file.professions.flatMap((profession) =>
        profession.abilities.map((key, index) => ({
          profession_id: professionIds.get(profession.name)!,
          ability_id: abilityIds.get(key)!,
          order_learned: index + 1,
        })),
      ),
    );

    const classIds = new Map<string, number>();
    for (const cls of file.classes) {
      const { professions: _professions, ...values } = cls;
      classIds.set(cls.name, await insertReturningId(trx, 'classes', values));
    }
    await insertLinks(
      trx,
      'class_professions',
      file.classes.flatMap((cls) =>
        cls.professions.map((link) => ({
          class_id: classIds.get(cls.name)!,
          profession_id: professionIds.get(link.profession)!,
          mandatory: link.mandatory,
          sort_order: link.sort_order,
        })),
      ),
    );

    for (const [i, race] of file.races.entries()) {
      const image = images[i];
      const raceId = await insertReturningId(trx, 'races', {
        name: race.name,
        singular_name: race.singular_name,
        description: race.description,
        image_path: image ? await pictures.store(trx, image) : race.image_path || null,
        base_hits: race.base_hits,
        base_mana: race.base_mana,
      });
      await insertLinks(
        trx,
        'race_classes',
        race.classes.map((name) => ({ race_id: raceId, class_id: classIds.get(name)! })),
      );
    }

    for (const [i, language] of file.languages.entries()) {
      await insertReturningId(trx, 'languages', {
        name: language.name,
        sample_text: language.sampleText,
        link: language.link,
        font_data: fonts[i] ?? null,
        font_filename: language.font?.filename ?? null,
        font_credit: language.font?.credit ?? null,
        updated_at: now,
      });
    }

    const typeIds = new Map<string, number>();
    for (const type of file.item_types) {
      const typeId = await insertReturningId(trx, 'item_types', {
        name: type.name,
        description: type.description,
        kind: type.kind,
        is_unique: type.unique ? 1 : 0,
        unit: type.unit,
        visible_to_players: type.visible_to_players ? 1 : 0,
        special_ability_id:
          type.special_ability === null ? null : specialIds.get(type.special_ability)!,
        created_at: now,
        updated_at: now,
      });
      typeIds.set(type.name, typeId);
    }
    for (const special of file.special_abilities) {
      const recipe = special.recipe;
      if (!recipe) continue;
      const specialAbilityId = specialIds.get(special.key)!;
      await trx
        .insertInto('recipes')
        .values({
          special_ability_id: specialAbilityId,
          keeps_events: recipe.keeps_events,
          updated_by: actor?.id ?? null,
          updated_at: now,
        })
        .execute();
      const lines = (['inputs', 'outputs'] as const).flatMap((side) =>
        recipe[side].map((line, position) => ({
          special_ability_id: specialAbilityId,
          direction: side === 'inputs' ? 'in' : 'out',
          position,
          item_type_id: typeIds.get(line.item_type)!,
          quantity: line.quantity,
        })),
      );
      if (lines.length > 0) await trx.insertInto('recipe_lines').values(lines).execute();
    }

    const counts: RulesImportResponse = {
      races: file.races.length,
      classes: file.classes.length,
      professions: file.professions.length,
      abilities: file.abilities.length,
      special_abilities: file.special_abilities.length,
      languages: file.languages.length,
      item_types: file.item_types.length,
    };
    await recordAudit(trx, {
      actorId: actor?.id ?? null,
      action: 'import',
      entity: 'rules',
      entityId: null,
      after: counts,
    });
    return counts;
  });
  return result;
}

export interface RulesFileDeps {
  db: Kysely<Database>;
  writes: RulesWrites;
  /** Races' pictures go into the file and come out of it as stored rules pictures (uploads). */
  images: RulesImages;
}

/**
 * "Share a world": the whole rules data as one versioned file (contract/rules-export,
 * docs/rules-format.md) and back.
 */
export function createRulesFileService(deps: RulesFileDeps) {
  return {
    exportRules: () => exportRules(deps.db, deps.images),
    /** `actor` is null from the command line. */
    importRules: (actor: Actor | null, input: unknown) => importRules(deps, actor, input),
  };
}

export type RulesFileService = ReturnType<typeof createRulesFileService>;

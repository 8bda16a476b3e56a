import fs from 'node:fs';
import { createFont, type TTF } from 'fonteditor-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABILITY_TYPES,
  BUILT_IN_AVATARS,
  CHARACTER_LIMITS,
  PROFESSION_LIMITS,
  SPECIAL_ABILITY_TYPES,
  abilityTypeKey,
} from '@club/shared/constants';
import { CREDITS } from '@club/shared/credits';
import { matchItemType, parseIngredients } from '@club/shared/rules/ingredients';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { hasRulesData } from '../rules-data';
import { SeedRefusedError, seedDemo } from './demo';
import { DEMO_LANGUAGES } from './demo-world/languages';
import { SCRIPT_KEY_CHARACTERS, glyphShapeKey } from './fonts/build-language-font';
import { SCRIPT_FONTS, readLatinCompanion, type ScriptFontKey } from './fonts/script-fonts';

const RACE_IMAGES = new URL('../../../../web/public/images/races/', import.meta.url);

function glyphFor(font: TTF.TTFObject, char: string): TTF.Glyph | undefined {
  const codePoint = char.codePointAt(0) as number;
  return font.glyf.find((g) => g.unicode?.includes(codePoint));
}

describe('seedDemo', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    expect(await hasRulesData(t.db)).toBe(false);
    await seedDemo(t.db);
  });

  afterAll(async () => {
    await t.close();
  });

  it('reports rules data once the world is loaded', async () => {
    expect(await hasRulesData(t.db)).toBe(true);
  });

  it('loads seven races, one for each built-in avatar, with shipped images', async () => {
    const races = await t.db.selectFrom('races').selectAll().execute();
    expect(races).toHaveLength(7);
    expect(races.map((r) => r.name).sort()).toEqual(
      ['Dværge', 'Elvere', 'Gobliner', 'Halvelvere', 'Mennesker', 'Mørkelvere', 'Orker'].sort(),
    );
    expect(races.map((r) => r.image_path).sort()).toEqual(
      BUILT_IN_AVATARS.map((key) => `${key}.svg`).sort(),
    );
    for (const race of races) {
      expect(race.description.length).toBeGreaterThan(80);
      expect(race.base_hits).toBeGreaterThan(0);
      expect(race.base_mana).toBeGreaterThanOrEqual(0);
      expect(fs.existsSync(new URL(race.image_path as string, RACE_IMAGES))).toBe(true);
    }
  });

  it('loads at least eight classes, exactly two of them conflict classes', async () => {
    const classes = await t.db.selectFrom('classes').selectAll().execute();
    expect(classes.length).toBeGreaterThanOrEqual(8);
    expect(classes.filter((c) => c.conflict === 1)).toHaveLength(2);
  });

  it('lets every class reach exactly six professions', async () => {
    const classes = await t.db.selectFrom('classes').selectAll().execute();
    const assignments = await t.db.selectFrom('class_professions').selectAll().execute();
    for (const cls of classes) {
      const own = assignments.filter((a) => a.class_id === cls.id);
      const mandatory = own.filter((a) => a.mandatory === 1);
      const optional = own.filter((a) => a.mandatory === 0);
      expect(mandatory.length, cls.name).toBeGreaterThan(0);
      expect(mandatory.length + cls.additional_professions, cls.name).toBe(
        CHARACTER_LIMITS.professionsPerCharacter,
      );
      expect(optional.length, cls.name).toBeGreaterThanOrEqual(cls.additional_professions);
      expect(mandatory.map((a) => a.sort_order).sort(), cls.name).toEqual(
        mandatory.map((_, i) => i + 1),
      );
    }
  });

  it('allows every class for at least one race', async () => {
    const classes = await t.db.selectFrom('classes').select('id').execute();
    const allowed = new Set(
      (await t.db.selectFrom('race_classes').select('class_id').execute()).map((r) => r.class_id),
    );
    for (const cls of classes) expect(allowed.has(cls.id)).toBe(true);
    const races = await t.db.selectFrom('races').select('id').execute();
    const racesWithClasses = new Set(
      (await t.db.selectFrom('race_classes').select('race_id').execute()).map((r) => r.race_id),
    );
    for (const race of races) expect(racesWithClasses.has(race.id)).toBe(true);
  });

  it('gives every profession six abilities learned in order 1 to 6', async () => {
    const professions = await t.db.selectFrom('professions').selectAll().execute();
    expect(professions.length).toBeGreaterThanOrEqual(20);
    const links = await t.db.selectFrom('profession_abilities').selectAll().execute();
    for (const profession of professions) {
      for (const field of ['description', 'requirements', 'notes', 'characteristics'] as const) {
        expect(profession[field], `${profession.name}.${field}`).not.toBe('');
      }
      const orders = links
        .filter((l) => l.profession_id === profession.id)
        .map((l) => l.order_learned)
        .sort((a, b) => a - b);
      expect(orders, profession.name).toEqual([1, 2, 3, 4, 5, 6]);
    }
    expect(links).toHaveLength(professions.length * PROFESSION_LIMITS.abilitiesPerProfession);
    expect(new Set(professions.map((p) => p.sort_order)).size).toBe(professions.length);
  });

  it('uses all five ability types, stored with their Danish labels, and sensible XP costs', async () => {
    const abilities = await t.db.selectFrom('abilities').selectAll().execute();
    const labels = new Set(abilities.map((a) => a.type));
    expect([...labels].sort()).toEqual(ABILITY_TYPES.map((type) => type.da).sort());
    for (const ability of abilities) {
      expect(abilityTypeKey(ability.type), ability.name).not.toBeNull();
      expect(ability.xpcost, ability.name).toBeGreaterThanOrEqual(1);
      expect(ability.xpcost, ability.name).toBeLessThanOrEqual(6);
      expect(ability.effect, ability.name).not.toBe('');
    }
  });

  it('loads at least 30 special abilities of all four types', async () => {
    const specials = await t.db.selectFrom('special_abilities').selectAll().execute();
    expect(specials.length).toBeGreaterThanOrEqual(30);
    expect(new Set(specials.map((s) => s.type))).toEqual(new Set(SPECIAL_ABILITY_TYPES));
  });

  it('links special abilities to exactly the abilities that carry the flag', async () => {
    const abilities = await t.db.selectFrom('abilities').selectAll().execute();
    const links = await t.db.selectFrom('ability_special_abilities').selectAll().execute();
    const linked = new Set(links.map((l) => l.ability_id));
    const flagged = abilities.filter((a) => a.has_special_ability === 1);
    expect(flagged.length).toBeGreaterThan(0);
    for (const ability of abilities) {
      expect(linked.has(ability.id), ability.name).toBe(ability.has_special_ability === 1);
    }
    const specials = await t.db.selectFrom('special_abilities').selectAll().execute();
    const reachable = new Set(links.map((l) => l.special_ability_id));
    for (const special of specials) expect(reachable.has(special.id), special.name).toBe(true);
  });

  it('links each herb-lore and language ability only to special abilities of its kind', async () => {
    const rows = await t.db
      .selectFrom('ability_special_abilities as l')
      .innerJoin('abilities as a', 'a.id', 'l.ability_id')
      .innerJoin('special_abilities as s', 's.id', 'l.special_ability_id')
      .select(['a.name as ability', 's.type as type'])
      .execute();
    const typesOf = (ability: string) =>
      new Set(rows.filter((r) => r.ability === ability).map((r) => r.type));
    expect(typesOf('Urtekyndig')).toEqual(new Set(['Urtekundskab']));
    expect(typesOf('Sprogkyndig')).toEqual(new Set(['Sprog']));
    expect(typesOf('Giftkyndig')).toEqual(new Set(['Giftkundskab']));
    expect(typesOf('Alkymistisk formel')).toEqual(new Set(['Alkymi']));
  });

  it('names every Sprog special ability exactly like a language, and every language has one', async () => {
    const languages = await t.db.selectFrom('languages').select('name').execute();
    const sprog = await t.db
      .selectFrom('special_abilities')
      .select('name')
      .where('type', '=', 'Sprog')
      .execute();
    expect(languages.length).toBeGreaterThanOrEqual(5);
    expect(sprog.map((s) => s.name).sort()).toEqual(languages.map((l) => l.name).sort());
  });

  it('stores for each language a sample text, a credited font and its download name', async () => {
    const languages = await t.db.selectFrom('languages').selectAll().execute();
    for (const language of languages) {
      expect(language.sample_text.length, language.name).toBeGreaterThan(20);
      expect(language.font_filename).toBe(`${language.name.replace(/\s+/g, '')}.ttf`);
      expect(language.font_credit).toMatch(/Noto Sans .*SIL Open Font License 1\.1/);
      expect(Buffer.isBuffer(language.font_data)).toBe(true);
    }
  });

  it('ships fonts that draw all 39 script-key characters with distinct, non-Latin glyphs', async () => {
    const languages = await t.db.selectFrom('languages').selectAll().execute();
    // The Latin letters and digits of the same Noto families: a "normal font" drawn in
    // the same hand, so an unchanged or lightly disguised Latin glyph would be caught.
    const latinFonts = (Object.keys(SCRIPT_FONTS) as ScriptFontKey[]).map(readLatinCompanion);
    const latinShapes = new Set(
      latinFonts.flatMap((f) =>
        f.glyf.filter((g) => g.unicode?.some((u) => u < 0x250)).map((g) => glyphShapeKey(g)),
      ),
    );
    const latin = latinFonts[0] as TTF.TTFObject;

    for (const language of languages) {
      const font = createFont(language.font_data as Buffer, { type: 'ttf' }).get();
      expect(font.name.fontFamily).toBe(language.name);
      expect(font.name.copyright).toContain('The Noto Project Authors');
      expect(font.name.urlOfLicence).toBe('https://openfontlicense.org');

      const shapes = new Set<string>();
      for (const char of SCRIPT_KEY_CHARACTERS) {
        const glyph = glyphFor(font, char);
        expect(glyph, `${language.name} ${char}`).toBeDefined();
        expect(glyph?.contours.length, `${language.name} ${char}`).toBeGreaterThan(0);
        expect(glyph?.advanceWidth, `${language.name} ${char}`).toBeGreaterThan(0);
        const shape = glyphShapeKey(glyph as TTF.Glyph);
        expect(latinShapes.has(shape), `${language.name} ${char} looks Latin`).toBe(false);
        const latinGlyph = glyphFor(latin, char);
        if (latinGlyph) expect(shape).not.toBe(glyphShapeKey(latinGlyph));
        shapes.add(shape);

        const lower = char.toLowerCase();
        if (lower !== char) {
          expect(
            glyphFor(font, lower)?.contours.length,
            `${language.name} ${lower}`,
          ).toBeGreaterThan(0);
        }
      }
      expect(shapes.size, language.name).toBe(SCRIPT_KEY_CHARACTERS.length);
    }
  });

  it('credits every font family the language fonts are drawn from', () => {
    const credited = new Set(CREDITS.map((credit) => credit.work));
    const used = new Set(
      DEMO_LANGUAGES.flatMap((language) =>
        [...language.font.letters, ...(language.font.lowercase ?? []), ...language.font.digits].map(
          (sign) => SCRIPT_FONTS[sign.font].family,
        ),
      ),
    );
    for (const family of used) expect(credited.has(family), family).toBe(true);
    for (const language of DEMO_LANGUAGES) {
      const credit = CREDITS.filter((c) => c.usedFor.da.includes(language.name));
      expect(credit.length, language.name).toBeGreaterThan(0);
    }
    expect(credited.has('game-icons.net')).toBe(true);
  });

  it('catalogues a coin and every ingredient its alchemy, herb and poison recipes count', async () => {
    const types = await t.db.selectFrom('item_types').selectAll().execute();
    const recipes = await t.db
      .selectFrom('special_abilities')
      .select(['id', 'name', 'ingredients'])
      .where('type', 'in', ['Alkymi', 'Urtekundskab', 'Giftkundskab'])
      .execute();
    expect(recipes.length).toBeGreaterThan(20);
    const unmatched = recipes.flatMap((recipe) =>
      parseIngredients(recipe.ingredients)
        .filter((part) => part.quantity !== null && !matchItemType(part.text, types))
        .map((part) => `${recipe.name}: ${part.text}`),
    );
    expect(unmatched).toEqual([]);
    expect(types.filter((type) => type.kind === 'currency').map((type) => type.name)).toEqual([
      'Sølv',
    ]);
    // The herb a herbalism recipe uses points at it.
    const rollike = types.find((type) => type.name === 'Røllike')!;
    const salve = recipes.find((recipe) => recipe.name === 'Røllikesalve')!;
    expect(rollike.special_ability_id).toBe(salve.id);
  });

  it('has a few named unique things, one piece each in the bank, one for organizers only', async () => {
    // Crafted products are unique types too, made only by their recipes.
    const unique = await t.db
      .selectFrom('item_types')
      .selectAll()
      .where('is_unique', '=', 1)
      .where('id', 'not in', t.db.selectFrom('recipe_lines').select('item_type_id'))
      .execute();
    expect(unique.length).toBeGreaterThanOrEqual(3);
    expect(unique.some((type) => type.visible_to_players === 0)).toBe(true);
    const pieces = await t.db
      .selectFrom('items as i')
      .innerJoin('item_transfers as t', 't.item_id', 'i.id')
      .select(['i.item_type_id', 'i.code', 't.to_kind', 't.cause'])
      .execute();
    expect(pieces.map((piece) => piece.item_type_id).sort()).toEqual(
      unique.map((type) => type.id).sort(),
    );
    expect(pieces.every((piece) => piece.to_kind === 'bank' && piece.cause === 'created')).toBe(
      true,
    );
    expect(new Set(pieces.map((piece) => piece.code)).size).toBe(pieces.length);
  });

  it('gives every alchemy, herb and poison ability a recipe from its ingredients', async () => {
    const specials = await t.db
      .selectFrom('special_abilities')
      .select(['id', 'name', 'ingredients'])
      .where('type', 'in', ['Alkymi', 'Urtekundskab', 'Giftkundskab'])
      .execute();
    const recipes = await t.db.selectFrom('recipes').selectAll().execute();
    expect(recipes.map((r) => r.special_ability_id).sort()).toEqual(
      specials.map((s) => s.id).sort(),
    );
    const lines = await t.db
      .selectFrom('recipe_lines as l')
      .innerJoin('item_types as t', 't.id', 'l.item_type_id')
      .select(['l.special_ability_id', 'l.direction', 'l.quantity', 't.name', 't.is_unique'])
      .execute();
    const salve = specials.find((s) => s.name === 'Røllikesalve')!;
    expect(
      lines
        .filter((l) => l.special_ability_id === salve.id)
        .map((l) => [l.direction, l.name, l.quantity]),
    ).toEqual(
      expect.arrayContaining([
        ['in', 'Røllike', 2],
        ['in', 'Fedt', 1],
        ['out', 'Røllikesalve', 1],
      ]),
    );
    for (const special of specials) {
      const own = lines.filter((l) => l.special_ability_id === special.id);
      expect(own.filter((l) => l.direction === 'out' && l.is_unique === 1)).toHaveLength(1);
      expect(own.filter((l) => l.direction === 'in').length).toBeGreaterThan(0);
    }
  });

  it('refuses to load the demo world twice and leaves the data as it was', async () => {
    const before = await t.db
      .selectFrom('abilities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(seedDemo(t.db)).rejects.toBeInstanceOf(SeedRefusedError);
    const after = await t.db
      .selectFrom('abilities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const races = await t.db.selectFrom('races').select('id').execute();
    expect(races).toHaveLength(7);
  });
});

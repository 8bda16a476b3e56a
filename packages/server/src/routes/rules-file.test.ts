import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RulesFileSchema, type RulesFile } from '@club/shared/contract/rules-export';
import { EXIT, runCli } from '../cli';
import { hasRulesData } from '../db/rules-data';
import { seedDemo } from '../db/seed/demo';
import { bearer, buildTestApp, getAs, type TestApp, writeAs } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import { multipartBody } from '../test/rules-factories';
import { createTestDb } from '../test/test-db';

/** The file without its time stamp: what must survive a round trip. */
function content(file: RulesFile): Omit<RulesFile, 'exported_at'> {
  const { exported_at: _at, ...rest } = file;
  return rest;
}

describe('sharing a world: GET /api/rules/export and POST /api/rules/import', () => {
  let source: TestApp;
  let target: TestApp;
  let sourceBoard: CreatedUser;
  let targetBoard: CreatedUser;
  let targetPlayer: CreatedUser;
  let targetAdmin: CreatedUser;
  let exported: RulesFile;

  beforeAll(async () => {
    [source, target] = await Promise.all([buildTestApp(), buildTestApp()]);
    await seedDemo(source.db);
    [sourceBoard, targetBoard, targetPlayer, targetAdmin] = await Promise.all([
      createUser(source.app, { role: 'bestyrelse' }),
      createUser(target.app, { role: 'superadmin' }),
      createUser(target.app, { role: 'user' }),
      createUser(target.app, { role: 'admin' }),
    ]);
    // One race with an uploaded picture and one with an https address travel too.
    const races = await source.db.selectFrom('races').select('id').orderBy('id').execute();
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#224466' },
    })
      .png()
      .toBuffer();
    const body = multipartBody(
      {},
      { field: 'image', filename: 'x.png', contentType: 'image/png', bytes: png },
    );
    const uploaded = await source.app.inject({
      method: 'POST',
      url: `/api/races/${races[0]!.id}/image`,
      headers: { ...bearer(sourceBoard.token), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const linked = await writeAs(source.app, 'PUT', `/api/races/${races[1]!.id}`, sourceBoard, {
      image_path: 'https://images.example.org/folk.webp',
    });
    expect(linked.statusCode).toBe(200);
  });
  afterAll(async () => {
    await Promise.all([source?.close(), target?.close()]);
  });

  const importAs = (user: CreatedUser | null, payload: unknown) =>
    writeAs(target.app, 'POST', '/api/rules/import', user, payload);

  async function expectNothingWritten() {
    expect(await hasRulesData(target.db)).toBe(false);
    const rows = await target.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'rules')
      .execute();
    expect(rows).toHaveLength(0);
  }

  it('exports the whole demo world as one versioned file without database ids', async () => {
    const res = await getAs(source.app, '/api/rules/export', sourceBoard);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="rules-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    exported = RulesFileSchema.parse(res.json());
    expect(exported).toMatchObject({ format: 'club-rules', version: 1 });
    expect(exported.races.length).toBeGreaterThan(3);
    expect(exported.classes.some((c) => c.professions.some((p) => p.mandatory === 1))).toBe(true);
    expect(exported.professions.some((p) => p.abilities.length === 6)).toBe(true);
    expect(exported.abilities.some((a) => a.special_abilities.length > 0)).toBe(true);
    expect(exported.languages.every((l) => l.font && l.font.data.length > 100)).toBe(true);
    expect(exported.races.filter((r) => r.image !== null)).toHaveLength(1);
    expect(exported.races.some((r) => r.image_path?.startsWith('https://'))).toBe(true);
    // One of each race's folk, as a character reads it.
    expect(exported.races.find((r) => r.name === 'Dværge')?.singular_name).toBe('Dværg');
    // The catalogue of item types, tied to special abilities by their keys.
    const keys = new Set(exported.special_abilities.map((s) => s.key));
    expect(exported.item_types.some((type) => type.kind === 'currency')).toBe(true);
    expect(exported.item_types.some((type) => type.unique && !type.visible_to_players)).toBe(true);
    const linked = exported.item_types.filter((type) => type.special_ability !== null);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((type) => keys.has(type.special_ability!))).toBe(true);
    expect(JSON.stringify(exported)).not.toMatch(/"(id|race_id|class_id|profession_id)":/);
  });

  it('refuses players and admins, for export and import', async () => {
    for (const user of [targetPlayer, targetAdmin]) {
      expect((await getAs(target.app, '/api/rules/export', user)).statusCode).toBe(403);
      expect((await importAs(user, exported)).statusCode).toBe(403);
    }
    expect((await importAs(null, exported)).statusCode).toBe(401);
    await expectNothingWritten();
  });

  describe('a malformed or hostile file gets a 400 naming the first problem, nothing written', () => {
    const broken = (change: (file: RulesFile) => unknown) => change(structuredClone(exported));
    const cases: [string, (file: RulesFile) => unknown, string, RegExp?][] = [
      ['not an object', () => [1, 2, 3], 'file'],
      ['another format', (f) => ({ ...f, format: 'other' }), 'format'],
      ['a newer version', (f) => ({ ...f, version: 2 }), 'version'],
      ['an unknown field', (f) => ({ ...f, races: [{ ...f.races[0], id: 1 }] }), 'races[0]'],
      [
        'a race name twice',
        (f) => ({ ...f, races: [f.races[0], { ...f.races[1], name: f.races[0]!.name }] }),
        'races[1].name',
        /appears twice/,
      ],
      [
        'a race allowing a class that is not in the file',
        (f) => {
          f.races[2]!.classes = ['Nobody knows'];
          return f;
        },
        'races[2].classes[0]',
        /Nobody knows/,
      ],
      [
        'a profession naming an ability key that is not in the file',
        (f) => {
          f.professions[0]!.abilities = ['a99999'];
          return f;
        },
        'professions[0].abilities[0]',
      ],
      [
        'seven abilities on a profession',
        (f) => {
          f.professions[0]!.abilities = f.abilities.slice(0, 7).map((a) => a.key);
          return f;
        },
        'professions[0].abilities',
      ],
      [
        'a negative base hits',
        (f) => {
          f.races[0]!.base_hits = -5;
          return f;
        },
        'races[0].base_hits',
      ],
      [
        'an http race image',
        (f) => {
          f.races[3]!.image_path = 'http://example.org/x.png';
          return f;
        },
        'races[3].image_path',
        /https/,
      ],
      [
        'a path to a picture uploaded to another install',
        (f) => {
          f.races[3]!.image_path = '/uploads/elsewhere.webp';
          return f;
        },
        'races[3].image_path',
        /image/,
      ],
      [
        'a font that is not a font',
        (f) => {
          f.languages[0]!.font!.data = Buffer.from('<script>alert(1)</script>').toString('base64');
          return f;
        },
        'languages[0].font.data',
        /TrueType/,
      ],
      [
        'a font that is not base64',
        (f) => {
          f.languages[1]!.font!.data = '@@@@';
          return f;
        },
        'languages[1].font.data',
      ],
      [
        'a race image that is not an image',
        (f) => {
          f.races[0]!.image_path = null;
          f.races[0]!.image = Buffer.from('GIF89a<svg onload=alert(1)>').toString('base64');
          return f;
        },
        'races[0].image',
      ],
      [
        'an item type naming a special ability that is not in the file',
        (f) => {
          f.item_types[0]!.special_ability = 's99999';
          return f;
        },
        'item_types[0].special_ability',
        /s99999/,
      ],
      [
        'an item type name twice',
        (f) => ({
          ...f,
          item_types: [f.item_types[0], { ...f.item_types[1], name: f.item_types[0]!.name }],
        }),
        'item_types[1].name',
        /appears twice/,
      ],
      [
        'an item type of an unknown kind',
        (f) => ({ ...f, item_types: [{ ...f.item_types[0], kind: 'gold' }] }),
        'item_types[0].kind',
      ],
      [
        'too many races',
        (f) => ({ ...f, races: Array.from({ length: 501 }, () => f.races[0]) }),
        'races',
      ],
    ];

    it.each(cases)('%s', async (_name, change, field, message) => {
      const res = await importAs(targetBoard, broken(change));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toMatch(/^errors\.(invalidRulesFile|validation)$/);
      expect(res.json().details[0].field).toBe(field);
      if (message) expect(res.json().details[0].message).toMatch(message);
      await expectNothingWritten();
    });

    it('refuses a file larger than the limit with 413 and malformed JSON with 400', async () => {
      const huge = await target.app.inject({
        method: 'POST',
        url: '/api/rules/import',
        headers: { ...bearer(targetBoard.token), 'content-type': 'application/json' },
        payload: `{"pad":"${'x'.repeat(41 * 1024 * 1024)}"}`,
      });
      expect(huge.statusCode).toBe(413);
      const malformed = await target.app.inject({
        method: 'POST',
        url: '/api/rules/import',
        headers: { ...bearer(targetBoard.token), 'content-type': 'application/json' },
        payload: '{"format": "club-rules", ',
      });
      expect(malformed.statusCode).toBe(400);
      await expectNothingWritten();
    });
  });

  it('loads the file into an empty install, which exports the same content again', async () => {
    const res = await importAs(targetBoard, exported);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      races: exported.races.length,
      classes: exported.classes.length,
      professions: exported.professions.length,
      abilities: exported.abilities.length,
      special_abilities: exported.special_abilities.length,
      languages: exported.languages.length,
      item_types: exported.item_types.length,
    });
    const again = RulesFileSchema.parse(
      (await getAs(target.app, '/api/rules/export', targetBoard)).json(),
    );
    expect(content(again)).toEqual(content(exported));

    // The imported world is usable: the races answer with their classes.
    const races = (await getAs(target.app, '/api/races-classes', targetBoard)).json();
    expect(races.some((r: { allowed_classes: unknown[] }) => r.allowed_classes.length > 0)).toBe(
      true,
    );
    const audit = (await getAs(target.app, '/api/audit?entity=rules', targetBoard)).json();
    expect(audit.items[0]).toMatchObject({ action: 'import', actor: { id: targetBoard.id } });
  });

  it('refuses a second import with 409 and writes nothing', async () => {
    const before = await target.db.selectFrom('races').select('id').execute();
    const res = await importAs(targetBoard, exported);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('errors.rulesDataExists');
    expect(await target.db.selectFrom('races').select('id').execute()).toEqual(before);
  });

  it('does the same from the command line: rules export FILE, rules import FILE', async () => {
    const fresh = await createTestDb();
    const file = path.join(fresh.dataDir, 'world.json');
    const out: string[] = [];
    const err: string[] = [];
    const cli = (url: string, ...argv: string[]) =>
      runCli(argv, {
        env: { DATABASE_URL: url, DATA_DIR: fresh.dataDir },
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      });
    try {
      expect(await cli(source.testDb.url, 'rules', 'export', file)).toBe(EXIT.ok);
      const written = RulesFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
      expect(content(written)).toEqual(content(exported));

      expect(await cli(fresh.url, 'rules', 'import', file)).toBe(EXIT.ok);
      expect(out.at(-1)).toMatch(/^Loaded \d+ races, \d+ classes/);
      expect(await hasRulesData(fresh.handle.db)).toBe(true);

      expect(await cli(fresh.url, 'rules', 'import', file)).toBe(EXIT.failed);
      expect(err.at(-1)).toContain('already has rules data');
      fs.writeFileSync(file, '{"format":"club-rules","version":7}');
      expect(await cli(fresh.url, 'rules', 'import', file)).toBe(EXIT.failed);
      expect(err.at(-1)).toContain('version');
    } finally {
      await fresh.drop();
    }
  });

  it("loads a file written before races had a singular name: characters read the race's name", async () => {
    const fresh = await buildTestApp();
    try {
      const board = await createUser(fresh.app, { role: 'bestyrelse' });
      const older = {
        ...exported,
        races: exported.races.map(({ singular_name: _singular, ...race }) => race),
      };
      const res = await writeAs(fresh.app, 'POST', '/api/rules/import', board, older);
      expect(res.statusCode).toBe(201);
      const again = RulesFileSchema.parse(
        (await getAs(fresh.app, '/api/rules/export', board)).json(),
      );
      expect(again.races.every((race) => race.singular_name === '')).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('loads a file written before the catalogue travelled (no item_types) as one without', async () => {
    const fresh = await buildTestApp();
    try {
      const board = await createUser(fresh.app, { role: 'bestyrelse' });
      const { item_types: _types, ...withoutTypes } = exported;
      // Nor did recipes, which name the catalogue's types.
      const older = {
        ...withoutTypes,
        special_abilities: withoutTypes.special_abilities.map(
          ({ recipe: _recipe, ...special }) => special,
        ),
      };
      const res = await writeAs(fresh.app, 'POST', '/api/rules/import', board, older);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ races: exported.races.length, item_types: 0 });
      const again = RulesFileSchema.parse(
        (await getAs(fresh.app, '/api/rules/export', board)).json(),
      );
      expect(again.item_types).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

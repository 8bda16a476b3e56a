import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character } from '@club/shared/contract/characters';
import type { Impact } from '@club/shared/contract/review';
import { REVIEW_REASON_CODES } from '@club/shared/rules/needs-review';
import { bearer, buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createCharacterViaApi,
  createCharacterWorld,
  pick,
  type CharacterWorld,
} from '../test/character-factories';
import {
  createClass,
  createLanguage,
  createProfession,
  createRace,
  createSpecialAbility,
  multipartBody,
  sampleTrueTypeFont,
} from '../test/rules-factories';

/**
 * The board's edit modals save through the same question as every rules write: each edit
 * route answers `?dry_run=true` as the write would, with `impact`, and changes nothing; the
 * real write answers `impact` too.
 */

let t: TestApp;
let world: CharacterWorld;
let board: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp({ startingXp: 10 });
  world = await createCharacterWorld(t.db);
  board = await createUser(t.app, { role: 'bestyrelse' });
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

const noImpact: Impact = { characters: [] };

async function auditCount(): Promise<number> {
  return (await t.db.selectFrom('audit_log').select('id').execute()).length;
}

/** One rules row as stored (every table here keys on a numeric id). */
function row(
  table: 'races' | 'classes' | 'professions' | 'languages' | 'special_abilities',
  id: number,
) {
  return t.db
    .selectFrom(table as 'races')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

type Inject = () => Promise<LightMyRequestResponse>;

/**
 * Runs the dry run, checks it changed neither the row nor the audit log and answered what
 * `expected` names plus `impact`, then runs the real write and checks it answers `impact`.
 */
async function expectDryRunThenWrite(
  dry: Inject,
  real: Inject,
  readRow: () => Promise<unknown>,
  expected: Record<string, unknown>,
) {
  const before = await readRow();
  const auditBefore = await auditCount();
  const dryAnswer = await dry();
  expect(dryAnswer.statusCode).toBe(200);
  expect(dryAnswer.json()).toMatchObject({ ...expected, impact: noImpact });
  expect(await readRow()).toEqual(before);
  expect(await auditCount()).toBe(auditBefore);

  const written = await real();
  expect(written.statusCode).toBeLessThan(300);
  expect(written.json()).toMatchObject({ ...expected, impact: noImpact });
  expect(await readRow()).not.toEqual(before);
  expect(await auditCount()).toBe(auditBefore + 1);
}

function json(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): [Inject, Inject] {
  const sep = url.includes('?') ? '&' : '?';
  return [
    () => writeAs(t.app, method, `${url}${sep}dry_run=true`, board, body),
    () => writeAs(t.app, method, url, board, body),
  ];
}

function multipart(url: string, method: 'POST' | 'PUT', body: ReturnType<typeof multipartBody>) {
  const send = (address: string) => () =>
    t.app.inject({
      method,
      url: address,
      headers: { ...bearer(board.token), ...body.headers },
      payload: body.payload,
    });
  return [send(`${url}?dry_run=true`), send(url)] as [Inject, Inject];
}

describe('the edit modals’ writes answer their impact', () => {
  it('PUT /api/races/:id with a new base', async () => {
    const race = await createRace(t.db, { base_hits: 2 });
    await expectDryRunThenWrite(
      ...json('PUT', `/api/races/${race.id}`, { base_hits: 5, base_mana: 3 }),
      () => row('races', race.id),
      { id: race.id, base_hits: 5, base_mana: 3 },
    );
  });

  it('PUT /api/classes/:id with new optional professions, and a refusal answered alike', async () => {
    const cls = await createClass(t.db, { additional_professions: 3, conflict: 0 });
    // With no mandatory professions a class must offer six optional ones.
    const refusedBody = { additional_professions: 2 };
    const [dryRefused, refused] = json('PUT', `/api/classes/${cls.id}`, refusedBody);
    const dryRefusal = await dryRefused();
    const refusal = await refused();
    expect(dryRefusal.statusCode).toBe(refusal.statusCode);
    expect(dryRefusal.statusCode).toBe(409);
    expect(dryRefusal.json()).toEqual(refusal.json());

    await expectDryRunThenWrite(
      ...json('PUT', `/api/classes/${cls.id}`, { additional_professions: 6, conflict: 1 }),
      () => row('classes', cls.id),
      { id: cls.id, additional_professions: 6, conflict: 1 },
    );
  });

  it('PUT /api/professions/:id', async () => {
    const profession = await createProfession(t.db);
    await expectDryRunThenWrite(
      ...json('PUT', `/api/professions/${profession.id}`, { notes: 'Only by day.', sort_order: 4 }),
      () => row('professions', profession.id),
      { id: profession.id, notes: 'Only by day.', sort_order: 4 },
    );
  });

  it('POST /api/races/:id/image', async () => {
    const race = await createRace(t.db, { image_path: 'elves.svg' });
    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#335522' },
    })
      .png()
      .toBuffer();
    const body = multipartBody(
      {},
      { field: 'image', filename: 'forest.png', contentType: 'image/png', bytes: png },
    );
    await expectDryRunThenWrite(
      ...multipart(`/api/races/${race.id}/image`, 'POST', body),
      () => row('races', race.id),
      { id: race.id },
    );
    expect((await row('races', race.id))?.image_path).toMatch(/^\/uploads\/[\w-]+\.webp$/);
  });

  it('PUT /api/languages/:id with a replaced font, then with the font removed', async () => {
    const language = await createLanguage(t.db, { link: 'https://example.com/tongue' });
    const withFont = multipartBody(
      { name: language.name, sampleText: 'Runes', link: 'https://example.com/tongue' },
      {
        field: 'font',
        filename: 'runes.ttf',
        contentType: 'font/ttf',
        bytes: sampleTrueTypeFont(),
      },
    );
    await expectDryRunThenWrite(
      ...multipart(`/api/languages/${language.id}`, 'PUT', withFont),
      () => row('languages', language.id),
      { id: language.id, has_font: 1 },
    );
    await expectDryRunThenWrite(
      ...json('PUT', `/api/languages/${language.id}`, { removeFont: true }),
      () => row('languages', language.id),
      { id: language.id, has_font: 0 },
    );
  });

  it('DELETE /api/languages/:id', async () => {
    const language = await createLanguage(t.db, { link: 'https://example.com/gone' });
    const [dry, real] = json('DELETE', `/api/languages/${language.id}`);
    const auditBefore = await auditCount();
    const dryAnswer = await dry();
    expect(dryAnswer.statusCode).toBe(200);
    expect(dryAnswer.json()).toEqual({ impact: noImpact });
    expect(await row('languages', language.id)).toBeDefined();
    expect(await auditCount()).toBe(auditBefore);

    const deleted = await real();
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ impact: noImpact });
    expect(await row('languages', language.id)).toBeUndefined();
    expect(await auditCount()).toBe(auditBefore + 1);
  });

  it('POST and PUT /api/special-abilities', async () => {
    const special = {
      name: 'Mandrake draught',
      effect: 'Sleep for an hour.',
      ingredients: 'Mandrake root',
      duration: '1 hour',
      mana_cost: 2,
      type: 'Alkymi',
      requirement: '',
      note: '',
      link: '',
    };
    const auditBefore = await auditCount();
    const [dryCreate, create] = json('POST', '/api/special-abilities', special);
    const dryCreated = await dryCreate();
    expect(dryCreated.statusCode).toBe(200);
    expect(dryCreated.json()).toMatchObject({ ...special, impact: noImpact });
    expect(
      await t.db
        .selectFrom('special_abilities')
        .select('id')
        .where('name', '=', special.name)
        .execute(),
    ).toEqual([]);
    expect(await auditCount()).toBe(auditBefore);
    const created = await create();
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...special, impact: noImpact });

    const existing = await createSpecialAbility(t.db, { duration: 'A day' });
    await expectDryRunThenWrite(
      ...json('PUT', `/api/special-abilities/${existing.id}`, { duration: 'A week' }),
      () => row('special_abilities', existing.id),
      { ability: { id: existing.id, duration: 'A week' } },
    );
  });
});

describe('an edit that puts a locked character under review', () => {
  it('a race no longer allowing the class: the dry run names the character, the write reviews it', async () => {
    const owner = await createUser(t.app);
    const character = await createCharacterViaApi(t.app, owner.token, world);
    const first = world.mandatory[0]!.id;
    const saved = await writeAs(t.app, 'POST', `/api/characters/${character.id}/abilities`, owner, {
      abilities: [pick(world, first, 1)],
    });
    expect(saved.statusCode).toBe(200);

    const url = `/api/races/${world.race.id}/classes`;
    const body = { classIds: [world.conflictClass.id, world.wideClass.id] };
    const auditBefore = await auditCount();
    const dry = await writeAs(t.app, 'POST', `${url}?dry_run=true`, board, body);
    expect(dry.statusCode).toBe(200);
    const dryImpact = (dry.json() as { impact: Impact }).impact;
    const named = dryImpact.characters.find((c) => c.id === character.id);
    expect(named).toMatchObject({ name: character.name, user_id: owner.id });
    expect(named?.reasons.map((r) => r.code)).toEqual([REVIEW_REASON_CODES.classNotAllowedForRace]);
    expect(await auditCount()).toBe(auditBefore);
    const untouched = (await getAs(t.app, `/api/characters/${character.id}`, admin)).json();
    expect((untouched as Character).review_reasons).toEqual([]);

    const written = await writeAs(t.app, 'POST', url, board, body);
    expect(written.statusCode).toBe(200);
    expect((written.json() as { impact: Impact }).impact).toEqual(dryImpact);
    const reviewed = (await getAs(t.app, `/api/characters/${character.id}`, admin)).json();
    expect((reviewed as Character).review_reasons.map((r) => r.code)).toEqual([
      REVIEW_REASON_CODES.classNotAllowedForRace,
    ]);
  });
});

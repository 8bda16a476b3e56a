import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, EventEnvelopesResponse } from '@club/shared/contract/inventory';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createEventWorld,
  daysFromNow,
  signUpViaApi,
  type EventWorld,
  type Member,
} from '../test/event-factories';
import { createItemTypeViaApi, grant, inventoryOf, quantityOf } from '../test/inventory-factories';
import {
  createAbility,
  createCharacterUsing,
  createClass,
  createLanguage,
  createProfession,
  createSpecialAbility,
} from '../test/rules-factories';
import { auditRowsFor, buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

let t: TestApp;
let board: CreatedUser;
let admin: CreatedUser;
let world: EventWorld;

beforeAll(async () => {
  t = await buildTestApp();
  board = await createUser(t.app, { role: 'bestyrelse' });
  admin = await createUser(t.app, { role: 'admin' });
  world = await createEventWorld(t.db);
});
afterAll(async () => {
  await t?.close();
});

const envelopeUrl = (eventId: number) => `/api/events/${eventId}/envelope`;
const attendanceUrl = (eventId: number, signupId: number) =>
  `/api/events/${eventId}/signups/${signupId}/attendance`;

/**
 * An event starting within the hour, open for sign-up until then: its gate is open (from
 * the day before the start until the end).
 */
function gateOpenEvent() {
  return createEventViaApi(t.app, board, {
    starts_at: daysFromNow(1 / 24),
    ends_at: daysFromNow(2),
    signup_closes_at: daysFromNow(1 / 24),
  });
}

/** The time of a tap at the gate. */
const arrival = daysFromNow(0);

/** A member whose character has the given class, profession and (special) ability. */
async function memberWith(
  sheet: {
    name?: string;
    classId?: number;
    professionId?: number;
    abilityId?: number;
    specialAbilityId?: number;
  } = {},
): Promise<Member> {
  const user = await createUser(t.app);
  const character = await createCharacterUsing(t.db, {
    userId: user.id,
    raceId: world.raceId,
    classId: sheet.classId ?? world.classId,
    professionIds: sheet.professionId ? [sheet.professionId] : [],
    abilities:
      sheet.professionId && sheet.abilityId
        ? [
            {
              professionId: sheet.professionId,
              abilityId: sheet.abilityId,
              specialAbilityId: sheet.specialAbilityId ?? null,
            },
          ]
        : [],
  });
  if (sheet.name) {
    await t.db
      .updateTable('characters')
      .set({ name: sheet.name })
      .where('id', '=', character.id)
      .execute();
  }
  return { ...user, characterId: character.id };
}

describe('GET and PUT /api/events/{id}/envelope', () => {
  it('keeps every kind of rule and the hand-back limits, for staff only', async () => {
    const event = await gateOpenEvent();
    const coin = await createItemTypeViaApi(t.app, board, { kind: 'currency' });
    const herb = await createItemTypeViaApi(t.app, board);
    const cls = await createClass(t.db);
    const profession = await createProfession(t.db);
    const ability = await createAbility(t.db);
    const special = await createSpecialAbility(t.db);
    const someone = await memberWith();

    const empty = await getAs(t.app, envelopeUrl(event.id), admin);
    expect(empty.json<Envelope>()).toEqual({ rules: [], hand_back: [] });

    const envelope: Envelope = {
      rules: [
        { to: { all: true }, items: [{ item_type_id: coin.id, quantity: 10 }] },
        { to: { class_id: cls.id }, items: [{ item_type_id: coin.id, quantity: 5 }] },
        { to: { profession_id: profession.id }, items: [{ item_type_id: herb.id, quantity: 1 }] },
        { to: { ability_id: ability.id }, items: [{ item_type_id: herb.id, quantity: 2 }] },
        { to: { special_ability_id: special.id }, items: [{ item_type_id: herb.id, quantity: 3 }] },
        {
          to: { character_id: someone.characterId },
          items: [
            { item_type_id: coin.id, quantity: 1 },
            { item_type_id: herb.id, quantity: 1 },
          ],
        },
      ],
      hand_back: [{ item_type_id: coin.id, keep: 20 }],
    };
    const put = await writeAs(t.app, 'PUT', envelopeUrl(event.id), board, envelope);
    expect(put.statusCode).toBe(200);
    expect(put.json<Envelope>()).toEqual(envelope);
    expect((await getAs(t.app, envelopeUrl(event.id), admin)).json<Envelope>()).toEqual(envelope);
    expect((await auditRowsFor(t.db, 'event', event.id)).map((row) => row.action)).toContain(
      'envelope',
    );

    // PUT replaces the whole envelope.
    const smaller = { rules: [envelope.rules[0]!], hand_back: [] };
    await writeAs(t.app, 'PUT', envelopeUrl(event.id), admin, smaller);
    expect((await getAs(t.app, envelopeUrl(event.id), admin)).json<Envelope>()).toEqual(smaller);

    expect((await getAs(t.app, envelopeUrl(event.id), someone)).statusCode).toBe(403);
    expect((await writeAs(t.app, 'PUT', envelopeUrl(event.id), someone, smaller)).statusCode).toBe(
      403,
    );
    expect((await getAs(t.app, envelopeUrl(999_999), admin)).statusCode).toBe(404);
  });

  it('refuses unknown types and targets, and bad shapes, with 400 naming the field', async () => {
    const event = await gateOpenEvent();
    const herb = await createItemTypeViaApi(t.app, board);
    const unknownType = await writeAs(t.app, 'PUT', envelopeUrl(event.id), admin, {
      rules: [{ to: { all: true }, items: [{ item_type_id: 999_999, quantity: 1 }] }],
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json()).toMatchObject({
      code: 'inventory.errors.unknownItemType',
      details: [{ field: 'rules[0].items[0].item_type_id' }],
    });
    const unknownClass = await writeAs(t.app, 'PUT', envelopeUrl(event.id), admin, {
      rules: [{ to: { class_id: 999_999 }, items: [{ item_type_id: herb.id, quantity: 1 }] }],
    });
    expect(unknownClass.statusCode).toBe(400);
    expect(unknownClass.json()).toMatchObject({ details: [{ field: 'rules[0].to' }] });
    for (const body of [
      { rules: [{ to: { everyone: true }, items: [{ item_type_id: herb.id, quantity: 1 }] }] },
      {
        rules: [
          { to: { all: true, class_id: 1 }, items: [{ item_type_id: herb.id, quantity: 1 }] },
        ],
      },
      { rules: [{ to: { all: true }, items: [] }] },
      { rules: [{ to: { all: true }, items: [{ item_type_id: herb.id, quantity: 0 }] }] },
      { rules: [], hand_back: [{ item_type_id: herb.id, keep: -1 }] },
      {
        rules: [],
        hand_back: [
          { item_type_id: herb.id, keep: 1 },
          { item_type_id: herb.id, keep: 2 },
        ],
      },
    ]) {
      expect(
        (await writeAs(t.app, 'PUT', envelopeUrl(event.id), admin, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
  });
});

describe('the envelope at check-in', () => {
  it('grants each arriving player’s character what its rules give, once', async () => {
    const coin = await createItemTypeViaApi(t.app, board, {
      name: 'Kuvertsølv',
      kind: 'currency',
      unit: 'sølv',
    });
    const herb = await createItemTypeViaApi(t.app, board, { name: 'Kuvertrøllike', unit: 'bdt.' });
    const letter = await createItemTypeViaApi(t.app, board, {
      name: 'Forseglet brev',
      kind: 'item',
      unique: true,
    });
    const herbalist = await createProfession(t.db);
    const herbAbility = await createAbility(t.db);
    const asta = await memberWith({
      name: 'Asta',
      professionId: herbalist.id,
      abilityId: herbAbility.id,
    });
    const bjorn = await memberWith({ name: 'Bjørn' });
    const event = await gateOpenEvent();
    await writeAs(t.app, 'PUT', envelopeUrl(event.id), admin, {
      rules: [
        { to: { all: true }, items: [{ item_type_id: coin.id, quantity: 10 }] },
        { to: { ability_id: herbAbility.id }, items: [{ item_type_id: herb.id, quantity: 2 }] },
        {
          to: { character_id: bjorn.characterId },
          items: [{ item_type_id: letter.id, quantity: 1 }],
        },
      ],
    });
    const astaSignup = await signUpViaApi(t.app, event.id, asta);
    const bjornSignup = await signUpViaApi(t.app, event.id, bjorn);

    const before = (
      await getAs(t.app, `/api/events/${event.id}/envelopes`, admin)
    ).json<EventEnvelopesResponse>();
    expect(
      before.envelopes.map((row) => [
        row.character_name,
        row.granted_at,
        row.items.map((i) => [i.name, i.quantity]),
      ]),
    ).toEqual([
      [
        'Asta',
        null,
        [
          ['Kuvertsølv', 10],
          ['Kuvertrøllike', 2],
        ],
      ],
      [
        'Bjørn',
        null,
        [
          ['Kuvertsølv', 10],
          ['Forseglet brev', 1],
        ],
      ],
    ]);

    const checkIn = await writeAs(t.app, 'PUT', attendanceUrl(event.id, astaSignup.id), admin, {
      checked_in_at: arrival,
    });
    expect(checkIn.statusCode).toBe(200);
    const astaHas = await inventoryOf(t.app, asta, asta.characterId);
    expect(quantityOf(astaHas, coin.id)).toBe(10);
    expect(quantityOf(astaHas, herb.id)).toBe(2);
    expect(astaHas.history[0]).toMatchObject({
      cause: 'envelope',
      event: { id: event.id, title: event.title },
      by: admin.name,
    });

    await writeAs(t.app, 'PUT', attendanceUrl(event.id, bjornSignup.id), board, {
      checked_in_at: arrival,
    });
    const bjornHas = await inventoryOf(t.app, bjorn, bjorn.characterId);
    expect(quantityOf(bjornHas, coin.id)).toBe(10);
    expect(bjornHas.items.map((item) => item.name)).toEqual(['Forseglet brev']);

    // The gate's list shows what the ledger gave; the envelope's later rules do not change it.
    await writeAs(t.app, 'PUT', envelopeUrl(event.id), admin, {
      rules: [{ to: { all: true }, items: [{ item_type_id: coin.id, quantity: 99 }] }],
    });
    const after = (
      await getAs(t.app, `/api/events/${event.id}/envelopes`, admin)
    ).json<EventEnvelopesResponse>();
    const astaRow = after.envelopes.find((row) => row.character_id === asta.characterId)!;
    expect(astaRow.granted_at).not.toBeNull();
    expect(astaRow.items.map((i) => [i.item_type_id, i.quantity])).toEqual([
      [coin.id, 10],
      [herb.id, 2],
    ]);
  });

  it('grants once when the queued check-in arrives twice, and after an undo and a new check-in', async () => {
    const coin = await createItemTypeViaApi(t.app, board, { kind: 'currency' });
    const asta = await memberWith();
    const event = await gateOpenEvent();
    await writeAs(t.app, 'PUT', envelopeUrl(event.id), admin, {
      rules: [{ to: { all: true }, items: [{ item_type_id: coin.id, quantity: 7 }] }],
    });
    const signup = await signUpViaApi(t.app, event.id, asta);
    const tap = { checked_in_at: arrival };

    // The queue sends its tap, the answer is lost, and it sends it again (decision 020);
    // the second phone sends its own at the same moment.
    const sent = await Promise.all([
      writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, tap),
      writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, tap),
      writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), board, tap),
    ]);
    expect(sent.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, tap);
    await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, { checked_in_at: null });
    await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, {
      checked_in_at: arrival,
    });

    const held = await inventoryOf(t.app, admin, asta.characterId);
    expect(quantityOf(held, coin.id)).toBe(7);
    expect(held.history.filter((row) => row.cause === 'envelope')).toHaveLength(1);
  });

  it('gives nothing to crew, nor to an arrival without an envelope', async () => {
    const coin = await createItemTypeViaApi(t.app, board, { kind: 'currency' });
    const crew = await memberWith();
    const event = await gateOpenEvent();
    await writeAs(t.app, 'PUT', envelopeUrl(event.id), admin, {
      rules: [{ to: { all: true }, items: [{ item_type_id: coin.id, quantity: 3 }] }],
    });
    const signup = await signUpViaApi(t.app, event.id, crew, { role: 'crew' });
    await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, {
      checked_in_at: arrival,
    });
    expect((await inventoryOf(t.app, admin, crew.characterId)).holdings).toEqual([]);

    const quiet = await gateOpenEvent();
    const player = await memberWith();
    const playerSignup = await signUpViaApi(t.app, quiet.id, player);
    const answer = await writeAs(t.app, 'PUT', attendanceUrl(quiet.id, playerSignup.id), admin, {
      checked_in_at: arrival,
    });
    expect(answer.statusCode).toBe(200);
    expect((await inventoryOf(t.app, admin, player.characterId)).history).toEqual([]);
  });
});

describe('handing back at check-out', () => {
  it('takes what is above the limit to the bank, once', async () => {
    const coin = await createItemTypeViaApi(t.app, board, { kind: 'currency' });
    const prop = await createItemTypeViaApi(t.app, board, { kind: 'item', unique: true });
    const asta = await memberWith();
    const event = await gateOpenEvent();
    await writeAs(t.app, 'PUT', envelopeUrl(event.id), admin, {
      rules: [{ to: { all: true }, items: [{ item_type_id: prop.id, quantity: 2 }] }],
      hand_back: [
        { item_type_id: coin.id, keep: 5 },
        { item_type_id: prop.id, keep: 0 },
      ],
    });
    await grant(t.app, admin, asta.characterId, coin.id, 12);
    const signup = await signUpViaApi(t.app, event.id, asta);
    await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, {
      checked_in_at: arrival,
    });
    expect((await inventoryOf(t.app, admin, asta.characterId)).items).toHaveLength(2);

    const out = { checked_out_at: daysFromNow(1) };
    await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, out);
    await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, out);
    const held = await inventoryOf(t.app, admin, asta.characterId);
    expect(quantityOf(held, coin.id)).toBe(5);
    expect(held.items).toEqual([]);
    expect(
      held.history.filter((row) => row.cause === 'hand_back').map((row) => row.quantity),
    ).toEqual([1, 1, 7]);

    const listed = (
      await getAs(t.app, `/api/events/${event.id}/envelopes`, admin)
    ).json<EventEnvelopesResponse>();
    expect(listed.envelopes[0]!.handed_back_at).not.toBeNull();
  });
});

describe('GET /api/events/{id}/envelopes', () => {
  it('lists the documents each character can read for its slip; staff only', async () => {
    const language = await createLanguage(t.db, {
      name: 'Runemål',
      link: 'https://example.org/font',
    });
    const knows = await createSpecialAbility(t.db, { name: 'Runemål', type: 'Sprog' });
    const profession = await createProfession(t.db);
    const ability = await createAbility(t.db, { has_special_ability: 1 });
    const now = new Date().toISOString();
    const insertDocument = (title: string, visible: number) =>
      t.db
        .insertInto('language_documents')
        .values({
          language_id: language.id,
          title,
          body: 'Hemmeligt',
          staff_note: '',
          visible,
          created_by: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    await insertDocument('Kongens brev', 1);
    await insertDocument('Skjult kort', 0);
    const reader = await memberWith({
      name: 'Læseren',
      professionId: profession.id,
      abilityId: ability.id,
      specialAbilityId: knows.id,
    });
    const other = await memberWith({ name: 'Analfabeten' });
    const event = await gateOpenEvent();
    await signUpViaApi(t.app, event.id, reader);
    await signUpViaApi(t.app, event.id, other);

    const response = await getAs(t.app, `/api/events/${event.id}/envelopes`, admin);
    expect(response.statusCode).toBe(200);
    const rows = response.json<EventEnvelopesResponse>().envelopes;
    expect(
      rows.map((row) => [row.character_name, row.documents.map((d) => [d.title, d.language])]),
    ).toEqual([
      ['Analfabeten', []],
      ['Læseren', [['Kongens brev', 'Runemål']]],
    ]);
    expect(rows[1]).toMatchObject({ player_name: reader.name, items: [], granted_at: null });
    expect((await getAs(t.app, `/api/events/${event.id}/envelopes`, reader)).statusCode).toBe(403);
  });
});

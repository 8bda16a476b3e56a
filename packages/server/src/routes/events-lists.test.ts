import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, EventLists, Signup } from '@club/shared/contract/events';
import type { PrintSheetsResponse } from '@club/shared/contract/print';
import { type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createMember,
  openGate,
  signUpViaApi,
  type EventWorld,
  createEventClub,
} from '../test/event-factories';
import { buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

let t: TestApp;
let board: CreatedUser;
let admin: CreatedUser;
let world: EventWorld;
let event: Event;
let members: Awaited<ReturnType<typeof createMember>>[];

beforeAll(async () => {
  t = await buildTestApp();
  ({ board, admin, world } = await createEventClub(t.app));
  // Two player places: the third player is waitlisted and on no list.
  event = await createEventViaApi(t.app, board, { capacity: { player: 2, crew: 2 } });
  members = [
    await createMember(t.app, world, { name: 'Bo Ørsted' }),
    await createMember(t.app, world, { name: 'Anna Æbelø' }),
    await createMember(t.app, world, { name: 'Ventende Villy' }),
    await createMember(t.app, world, { name: '=HYPERLINK("x")' }),
  ];
  const bo = await signUpViaApi(t.app, event.id, members[0]!, {
    diet: 'vegetar ',
    allergies: 'Nødder; jordnødder',
    emergency_contact: { name: 'Mor "Mulle"', phone: '+45 12 34 56 78' },
  });
  await signUpViaApi(t.app, event.id, members[1]!, {
    diet: 'Vegetar',
    allergies: '',
    emergency_contact: { name: 'Far', phone: '87654321' },
    photo_consent: false,
  });
  await signUpViaApi(t.app, event.id, members[2]!, {
    diet: 'Vegan',
    allergies: 'Skaldyr',
    emergency_contact: { name: 'Søster', phone: '11111111' },
  });
  const crew = await signUpViaApi(t.app, event.id, members[3]!, {
    role: 'crew',
    character_id: null,
    diet: '',
    allergies: '@gluten',
    emergency_contact: { name: 'Bror', phone: '22222222' },
  });
  await writeAs(t.app, 'PATCH', `/api/events/${event.id}/signups/${crew.id}`, admin, {
    payment_status: 'paid',
  });
  // Bo has paid 200 of 350: partly paid is not paid.
  await writeAs(t.app, 'POST', `/api/events/${event.id}/signups/${bo.id}/payments`, admin, {
    amount: 200,
  });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/events/{id}/lists', () => {
  it('gives staff the kitchen, first aid and roster of the confirmed sign-ups only', async () => {
    const response = await getAs(t.app, `/api/events/${event.id}/lists`, admin);
    expect(response.statusCode).toBe(200);
    const lists = response.json<EventLists>();
    expect(lists.kitchen).toEqual({
      total: 3,
      no_diet: 1,
      diets: [{ diet: 'Vegetar', count: 2 }],
      allergies: [
        expect.objectContaining({ user_name: 'Bo Ørsted', allergies: 'Nødder; jordnødder' }),
        expect.objectContaining({ user_name: '=HYPERLINK("x")', allergies: '@gluten' }),
      ],
    });
    // Players by name the Danish way (Æ before Ø), then crew; the waitlisted Villy on none.
    expect(lists.first_aid.rows.map((row) => row.user_name)).toEqual([
      'Anna Æbelø',
      'Bo Ørsted',
      '=HYPERLINK("x")',
    ]);
    expect(lists.first_aid.rows[1]).toMatchObject({
      emergency_contact: { name: 'Mor "Mulle"', phone: '+45 12 34 56 78' },
    });
    expect(
      lists.roster.rows.map((row) => [
        row.user_name,
        row.role,
        row.payment_status,
        row.amount_owed,
        row.photo_consent,
      ]),
    ).toEqual([
      ['Anna Æbelø', 'player', 'unpaid', 350, false],
      ['Bo Ørsted', 'player', 'partial', 150, true],
      ['=HYPERLINK("x")', 'crew', 'paid', 0, true],
    ]);
    expect(lists.player_character_ids.sort()).toEqual(
      [members[0]!.characterId, members[1]!.characterId].sort(),
    );
    expect(JSON.stringify(lists)).not.toContain('Villy');
    expect(lists.personal_data_erased).toBe(false);
  });

  it('refuses members (403), even those signed up, and answers 404 for no such event', async () => {
    expect((await getAs(t.app, `/api/events/${event.id}/lists`, members[0]!)).statusCode).toBe(403);
    expect(
      (await getAs(t.app, `/api/events/${event.id}/lists/kitchen.csv`, members[0]!)).statusCode,
    ).toBe(403);
    expect((await getAs(t.app, `/api/events/999999/lists`, admin)).statusCode).toBe(404);
    expect((await getAs(t.app, `/api/events/999999/lists/roster.csv`, admin)).statusCode).toBe(404);
    expect((await getAs(t.app, `/api/events/${event.id}/lists/other.csv`, admin)).statusCode).toBe(
      400,
    );
  });
});

describe('the headcount on the first-aid list', () => {
  it('counts expected, arrived and on site now (arrived and not left), confirmed only', async () => {
    const gate = await createEventViaApi(t.app, board, { capacity: { player: 3, crew: 0 } });
    const people = await Promise.all(
      ['Ask', 'Bera', 'Cai', 'Dagny'].map((name) => createMember(t.app, world, { name })),
    );
    const signups: Signup[] = [];
    for (const member of people) signups.push(await signUpViaApi(t.app, gate.id, member));
    expect(signups.map((signup) => signup.status)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
      'waitlisted',
    ]);
    const headcount = async () =>
      (await getAs(t.app, `/api/events/${gate.id}/lists`, admin)).json<EventLists>().first_aid
        .headcount;
    expect(await headcount()).toEqual({ expected: 3, arrived: 0, on_site: 0 });

    await openGate(t.db, gate.id);
    const tap = (index: number, body: Record<string, string | null>) =>
      writeAs(
        t.app,
        'PUT',
        `/api/events/${gate.id}/signups/${signups[index]!.id}/attendance`,
        admin,
        body,
      );
    const now = new Date().toISOString();
    for (const index of [0, 1]) {
      expect((await tap(index, { checked_in_at: now })).statusCode).toBe(200);
    }
    expect(await headcount()).toEqual({ expected: 3, arrived: 2, on_site: 2 });

    // Bera leaves: still arrived, no longer on site; back again, on site again.
    await tap(1, { checked_out_at: new Date().toISOString() });
    expect(await headcount()).toEqual({ expected: 3, arrived: 2, on_site: 1 });
    await tap(1, { checked_in_at: new Date().toISOString(), checked_out_at: null });
    expect(await headcount()).toEqual({ expected: 3, arrived: 2, on_site: 2 });
  });
});

describe('GET /api/events/{id}/lists/{list}.csv', () => {
  let boCharacter = '';
  let annaCharacter = '';
  beforeAll(async () => {
    const name = async (id: number) =>
      (
        await t.db
          .selectFrom('characters')
          .select('name')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).name;
    boCharacter = await name(members[0]!.characterId);
    annaCharacter = await name(members[1]!.characterId);
  });

  const csv = async (file: string) => {
    const response = await getAs(t.app, `/api/events/${event.id}/lists/${file}`, board);
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('is UTF-8 CSV with a BOM, ; separated, named in Danish, as an attachment', async () => {
    const response = await csv('kitchen.csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="koekkenliste-slaget-ved-ravnemark.csv"; filename*=UTF-8''${encodeURIComponent('køkkenliste-slaget-ved-ravnemark.csv')}`,
    );
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString('utf8');
    expect(text.split('\r\n').slice(0, 4)).toEqual([
      'Kost;Antal',
      'Vegetar;2',
      'Ingen særlig kost;1',
      'I alt;3',
    ]);
    // A ; inside a field is quoted; a cell a spreadsheet would run as a formula gets a '.
    expect(text).toContain(`Bo Ørsted;${boCharacter};Spiller;vegetar;"Nødder; jordnødder"\r\n`);
    expect(text).toContain(`"'=HYPERLINK(""x"")";;Crew;;'@gluten\r\n`);
    expect(text).not.toContain('Skaldyr');
  });

  it('first aid: contacts quoted by RFC 4180; a phone number starting with + kept as text', async () => {
    const text = (await csv('first-aid.csv')).rawPayload.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Deltager;Figur;Rolle;Allergier;Pårørende;Pårørendes telefon;Under 18;Forældre;Gæst;Gæstens telefon',
    );
    expect(lines).toContain(
      `Bo Ørsted;${boCharacter};Spiller;"Nødder; jordnødder";"Mor ""Mulle""";'+45 12 34 56 78;;;;`,
    );
    expect(lines).toHaveLength(5); // header, three attendees, and the final line end
    expect(text).not.toContain('Søster');
  });

  it('roster: member, figure, role, payment with what is missing, photo consent and arrival in Danish', async () => {
    const text = (await csv('roster.csv')).rawPayload.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Deltager;Figur;Rolle;Betaling;Foto;Ankommet;Tjekket ud;Under 18;Gæst;Gæstens telefon',
    );
    expect(lines).toContain(`"'=HYPERLINK(""x"")";;Crew;Betalt;Ja;;;;;`);
    expect(lines).toContain(`Anna Æbelø;${annaCharacter};Spiller;Ikke betalt;Nej til foto;;;;;`);
    expect(lines).toContain(
      `Bo Ørsted;${boCharacter};Spiller;Delvist betalt (mangler 150 kr.);Ja;;;;;`,
    );
  });
});

describe('GET /api/characters/print?event_id= (the players’ sheets)', () => {
  it('prints exactly the confirmed players’ characters: no waitlisted, no crew', async () => {
    const response = await getAs(t.app, `/api/characters/print?event_id=${event.id}`, board);
    expect(response.statusCode).toBe(200);
    const ids = response.json<PrintSheetsResponse>().sheets.map((sheet) => sheet.character.id);
    expect(ids.sort()).toEqual([members[0]!.characterId, members[1]!.characterId].sort());
    const none = await getAs(t.app, '/api/characters/print?event_id=999999', board);
    expect(none.json<PrintSheetsResponse>().sheets).toEqual([]);
    expect((await getAs(t.app, '/api/characters/print?event_id=x', board)).statusCode).toBe(400);
    expect(
      (await getAs(t.app, `/api/characters/print?event_id=${event.id}`, members[0]!)).statusCode,
    ).toBe(403);
  });
});

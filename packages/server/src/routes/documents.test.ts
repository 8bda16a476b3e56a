import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_ERROR_CODES,
  DocumentSchema,
  DocumentsResponseSchema,
  type LanguageDocument,
} from '@club/shared/contract/documents';
import { DOCUMENT_LIMITS } from '@club/shared/constants';
import { auditRowsFor, buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createCharacterViaApi,
  createCharacterWorld,
  pick,
  type CharacterWorld,
} from '../test/character-factories';
import { createLanguage } from '../test/rules-factories';

let t: TestApp;
let world: CharacterWorld;
let board: CreatedUser;
let superadmin: CreatedUser;
let admin: CreatedUser;
/** A member whose active character knows Dværgisk. */
let reader: CreatedUser;
/** A member whose character knows no language. */
let stranger: CreatedUser;
let dwarvish: { id: number; name: string };
let elvish: { id: number; name: string };
/** A language no special ability teaches. */
let goblin: { id: number; name: string };

const get = (url: string, user: CreatedUser | null) => getAs(t.app, url, user);
const write = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: CreatedUser | null,
  body?: unknown,
) => writeAs(t.app, method, url, user, body);

/** Gives the user a new active character whose saved sheet teaches the language (or none). */
async function characterKnowing(user: CreatedUser, languageIndex: number | null) {
  const character = await createCharacterViaApi(t.app, user.token, world);
  const first = world.mandatory[0]!.id;
  const language = languageIndex === null ? null : world.languages[languageIndex]!.id;
  const saved = await write('POST', `/api/characters/${character.id}/abilities`, user, {
    abilities: [pick(world, first, 1), ...(language ? [pick(world, first, 2, language)] : [])],
  });
  expect(saved.statusCode).toBe(200);
  const active = await write('POST', `/api/characters/${character.id}/set-active`, user);
  expect(active.statusCode).toBe(200);
  return character;
}

async function writeDocument(
  languageId: number,
  body: Record<string, unknown> = {},
  user: CreatedUser = board,
): Promise<LanguageDocument> {
  const res = await write('POST', `/api/languages/${languageId}/documents`, user, {
    title: 'Brev fra jarlen',
    body: 'Kom straks til porten.',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return DocumentSchema.parse(res.json());
}

beforeAll(async () => {
  t = await buildTestApp();
  world = await createCharacterWorld(t.db);
  // The world's Sprog special abilities are named Dværgisk and Alfisk.
  dwarvish = await createLanguage(t.db, { name: 'Dværgisk' });
  elvish = await createLanguage(t.db, { name: 'Alfisk' });
  goblin = await createLanguage(t.db, { name: 'Goblinsk' });
  [board, superadmin, admin, reader, stranger] = await Promise.all([
    createUser(t.app, { role: 'bestyrelse' }),
    createUser(t.app, { role: 'superadmin' }),
    createUser(t.app, { role: 'admin' }),
    createUser(t.app, { role: 'user' }),
    createUser(t.app, { role: 'user' }),
  ]);
  await characterKnowing(reader, 0);
  await characterKnowing(stranger, null);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/languages/{id}/documents', () => {
  it('lets the board write a document, stores it as sent and audits it', async () => {
    const created = await writeDocument(dwarvish.id, {
      title: '  Kortet over minen ',
      body: '# Minen\n\nGå *mod nord* ved den **tredje** søjle.\n\n- Fakler\n- Reb',
      staff_note: 'Gives til den, der finder kisten.',
      visible: 0,
    });
    expect(created).toMatchObject({
      language_id: dwarvish.id,
      title: 'Kortet over minen',
      body: '# Minen\n\nGå *mod nord* ved den **tredje** søjle.\n\n- Fakler\n- Reb',
      staff_note: 'Gives til den, der finder kisten.',
      visible: 0,
    });
    const audit = await auditRowsFor(t.db, 'language-document', created.id);
    expect(audit.map((r) => [r.action, r.actor_id])).toEqual([['create', board.id]]);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ title: 'Kortet over minen', visible: 0 });
  });

  it('lets superadmin write too, visible by default with an empty staff note', async () => {
    const created = await writeDocument(elvish.id, {}, superadmin);
    expect(created).toMatchObject({ visible: 1, staff_note: '' });
  });

  it('refuses members and admins with 403 and anonymous callers with 401', async () => {
    const body = { title: 'Nej', body: 'Nej' };
    expect(
      (await write('POST', `/api/languages/${dwarvish.id}/documents`, null, body)).statusCode,
    ).toBe(401);
    for (const user of [reader, admin]) {
      const res = await write('POST', `/api/languages/${dwarvish.id}/documents`, user, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('errors.forbidden');
    }
  });

  it('answers 404 for an unknown language', async () => {
    const res = await write('POST', '/api/languages/999999/documents', board, {
      title: 'X',
      body: 'Y',
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a body above the limit with 400 naming the field, and keeps nothing', async () => {
    const before = await t.db.selectFrom('language_documents').select('id').execute();
    const atLimit = await writeDocument(dwarvish.id, {
      body: 'a'.repeat(DOCUMENT_LIMITS.bodyMaxLength),
    });
    expect(atLimit.body).toHaveLength(DOCUMENT_LIMITS.bodyMaxLength);

    for (const size of [DOCUMENT_LIMITS.bodyMaxLength + 1, 60_000]) {
      const res = await write('POST', `/api/languages/${dwarvish.id}/documents`, board, {
        title: 'For langt',
        body: 'ᚠ'.repeat(size),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'errors.validation',
        error: 'Invalid input: body',
        details: [{ field: 'body', message: 'At most 20,000 characters' }],
      });
    }
    // A request far beyond any valid document is refused before it is read.
    const huge = await write('POST', `/api/languages/${dwarvish.id}/documents`, board, {
      title: 'Alt for langt',
      body: 'x'.repeat(DOCUMENT_LIMITS.requestMaxBytes),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('errors.payloadTooLarge');
    const after = await t.db.selectFrom('language_documents').select('id').execute();
    expect(after).toHaveLength(before.length + 1);
  });

  it('refuses an empty title or body, an overlong title or note, and a bad flag with 400', async () => {
    const bad = [
      { title: '   ', body: 'x' },
      { title: 'x', body: '  \n ' },
      { title: 'x'.repeat(DOCUMENT_LIMITS.titleMaxLength + 1), body: 'x' },
      { title: 'x', body: 'x', staff_note: 'x'.repeat(DOCUMENT_LIMITS.staffNoteMaxLength + 1) },
      { title: 'x', body: 'x', visible: 2 },
      { title: 'x' },
      { title: 'x', body: 42 },
    ];
    for (const body of bad) {
      const res = await write('POST', `/api/languages/${dwarvish.id}/documents`, board, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('stores a hostile body as text and answers it as JSON text, never as markup', async () => {
    const hostile = '<script>alert(1)</script>\n\n<img src=x onerror=alert(2)> **fed**';
    const created = await writeDocument(dwarvish.id, { title: '<b>Titel</b>', body: hostile });
    const res = await get(`/api/documents/${created.id}`, reader);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ title: '<b>Titel</b>', body: hostile });
  });
});

describe('GET /api/languages/{id}/documents', () => {
  it('lists the titles of visible documents to every member, marking what they can read', async () => {
    const open = await writeDocument(goblin.id, { title: 'B: Åben besked' });
    const hidden = await writeDocument(goblin.id, { title: 'A: Skjult besked', visible: 0 });

    for (const member of [reader, stranger]) {
      const res = await get(`/api/languages/${goblin.id}/documents`, member);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const list = DocumentsResponseSchema.parse(res.json());
      expect(list.map((d) => d.id)).toEqual([open.id]);
      expect(list[0]).toMatchObject({ title: 'B: Åben besked', visible: 1, readable: 0 });
      expect(res.body).not.toContain('Kom straks');
    }
    const staffList = DocumentsResponseSchema.parse(
      (await get(`/api/languages/${goblin.id}/documents`, admin)).json(),
    );
    expect(staffList.map((d) => [d.id, d.visible, d.readable])).toEqual([
      [hidden.id, 0, 1],
      [open.id, 1, 1],
    ]);
  });

  it('marks a known language readable for its reader', async () => {
    const doc = await writeDocument(dwarvish.id, { title: 'Runebrev' });
    const mine = DocumentsResponseSchema.parse(
      (await get(`/api/languages/${dwarvish.id}/documents`, reader)).json(),
    );
    expect(mine.find((d) => d.id === doc.id)?.readable).toBe(1);
    const theirs = DocumentsResponseSchema.parse(
      (await get(`/api/languages/${dwarvish.id}/documents`, stranger)).json(),
    );
    expect(theirs.find((d) => d.id === doc.id)?.readable).toBe(0);
  });

  it('answers 404 for an unknown language and 401 without a token', async () => {
    expect((await get('/api/languages/999999/documents', reader)).statusCode).toBe(404);
    expect((await get(`/api/languages/${dwarvish.id}/documents`, null)).statusCode).toBe(401);
  });
});

describe('GET /api/documents', () => {
  it('lists every visible document of every language for a member', async () => {
    const hidden = await writeDocument(elvish.id, { title: 'Forberedt', visible: 0 });
    const list = DocumentsResponseSchema.parse((await get('/api/documents', reader)).json());
    expect(list.length).toBeGreaterThan(2);
    expect(list.every((d) => d.visible === 1)).toBe(true);
    expect(list.some((d) => d.id === hidden.id)).toBe(false);
    expect(new Set(list.filter((d) => d.readable).map((d) => d.language_id))).toEqual(
      new Set([dwarvish.id]),
    );
    const all = DocumentsResponseSchema.parse((await get('/api/documents', board)).json());
    expect(all.some((d) => d.id === hidden.id)).toBe(true);
  });
});

describe('GET /api/documents/{id}', () => {
  it('answers the body to a member whose active character knows the language, without the staff note', async () => {
    const doc = await writeDocument(dwarvish.id, { staff_note: 'Hemmeligt for spillerne' });
    const res = await get(`/api/documents/${doc.id}`, reader);
    expect(res.statusCode).toBe(200);
    const read = DocumentSchema.parse(res.json());
    expect(read.body).toBe('Kom straks til porten.');
    expect(read).not.toHaveProperty('staff_note');
    expect(res.body).not.toContain('Hemmeligt');
  });

  it("refuses a member whose character does not know the language with 403 and the message's own code", async () => {
    const dwarvishLetter = await writeDocument(dwarvish.id);
    const goblinLetter = await writeDocument(goblin.id);
    for (const [member, doc] of [
      [stranger, dwarvishLetter],
      [reader, goblinLetter],
    ] as const) {
      const res = await get(`/api/documents/${doc.id}`, member);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: 'Your character does not know this language.',
        code: DOCUMENT_ERROR_CODES.languageNotKnown,
      });
    }
  });

  it('refuses a member without an active character', async () => {
    const doc = await writeDocument(dwarvish.id);
    const loner = await createUser(t.app);
    expect((await get(`/api/documents/${doc.id}`, loner)).statusCode).toBe(403);
  });

  it('follows the active character at once when the member switches', async () => {
    const doc = await writeDocument(elvish.id, { body: 'Under stjernerne.' });
    const switcher = await createUser(t.app);
    const elf = await characterKnowing(switcher, 1);
    expect((await get(`/api/documents/${doc.id}`, switcher)).statusCode).toBe(200);

    await characterKnowing(switcher, 0);
    const refused = await get(`/api/documents/${doc.id}`, switcher);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(DOCUMENT_ERROR_CODES.languageNotKnown);
    const listed = DocumentsResponseSchema.parse(
      (await get(`/api/languages/${elvish.id}/documents`, switcher)).json(),
    );
    expect(listed.find((d) => d.id === doc.id)?.readable).toBe(0);

    expect((await write('POST', `/api/characters/${elf.id}/set-active`, switcher)).statusCode).toBe(
      200,
    );
    expect((await get(`/api/documents/${doc.id}`, switcher)).json().body).toBe('Under stjernerne.');
  });

  it('lets staff read any document with its staff note, hidden ones included', async () => {
    const doc = await writeDocument(goblin.id, { visible: 0, staff_note: 'Til plottet' });
    for (const staff of [board, superadmin, admin]) {
      const res = await get(`/api/documents/${doc.id}`, staff);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        body: 'Kom straks til porten.',
        staff_note: 'Til plottet',
      });
    }
  });

  it('answers 404 to a member for a hidden document, even in a language they know', async () => {
    const doc = await writeDocument(dwarvish.id, { visible: 0 });
    const res = await get(`/api/documents/${doc.id}`, reader);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('errors.notFound');
    expect((await get('/api/documents/999999', reader)).statusCode).toBe(404);
    expect((await get(`/api/documents/${doc.id}`, null)).statusCode).toBe(401);
  });
});

describe('PUT /api/documents/{id}', () => {
  it('changes the fields sent, keeps the others, and audits before and after', async () => {
    const doc = await writeDocument(dwarvish.id, { visible: 0, staff_note: 'Note' });
    const res = await write('PUT', `/api/documents/${doc.id}`, board, {
      visible: 1,
      title: 'Nyt navn',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Nyt navn',
      body: 'Kom straks til porten.',
      staff_note: 'Note',
      visible: 1,
    });
    expect((await get(`/api/documents/${doc.id}`, reader)).statusCode).toBe(200);
    const audit = await auditRowsFor(t.db, 'language-document', doc.id);
    expect(audit.map((r) => r.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]!.before!)).toMatchObject({ title: 'Brev fra jarlen', visible: 0 });
    expect(JSON.parse(audit[1]!.after!)).toMatchObject({ title: 'Nyt navn', visible: 1 });
  });

  it('hides a document from members once it is hidden again', async () => {
    const doc = await writeDocument(dwarvish.id);
    expect(
      (await write('PUT', `/api/documents/${doc.id}`, board, { visible: false })).statusCode,
    ).toBe(200);
    expect((await get(`/api/documents/${doc.id}`, reader)).statusCode).toBe(404);
  });

  it('refuses a body above the limit, members, admins and unknown documents', async () => {
    const doc = await writeDocument(dwarvish.id);
    const huge = await write('PUT', `/api/documents/${doc.id}`, board, {
      body: 'x'.repeat(DOCUMENT_LIMITS.bodyMaxLength + 1),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().details).toEqual([{ field: 'body', message: 'At most 20,000 characters' }]);
    expect(
      (await write('PUT', `/api/documents/${doc.id}`, reader, { title: 'x' })).statusCode,
    ).toBe(403);
    expect((await write('PUT', `/api/documents/${doc.id}`, admin, { title: 'x' })).statusCode).toBe(
      403,
    );
    expect((await write('PUT', '/api/documents/999999', board, { title: 'x' })).statusCode).toBe(
      404,
    );
    expect(await auditRowsFor(t.db, 'language-document', doc.id)).toHaveLength(1);
  });
});

describe('DELETE /api/documents/{id}', () => {
  it('deletes the document (204) and audits what it held', async () => {
    const doc = await writeDocument(dwarvish.id);
    expect((await write('DELETE', `/api/documents/${doc.id}`, reader)).statusCode).toBe(403);
    expect((await write('DELETE', `/api/documents/${doc.id}`, admin)).statusCode).toBe(403);
    expect((await write('DELETE', `/api/documents/${doc.id}`, null)).statusCode).toBe(401);
    expect((await write('DELETE', `/api/documents/${doc.id}`, board)).statusCode).toBe(204);
    expect((await get(`/api/documents/${doc.id}`, board)).statusCode).toBe(404);
    const audit = await auditRowsFor(t.db, 'language-document', doc.id);
    expect(audit.map((r) => r.action)).toEqual(['create', 'delete']);
    expect(JSON.parse(audit[1]!.before!)).toMatchObject({ body: 'Kom straks til porten.' });
    expect((await write('DELETE', `/api/documents/${doc.id}`, board)).statusCode).toBe(404);
  });
});

describe('DELETE /api/languages/{id} with documents', () => {
  it('is refused with 409 while the language has documents, and allowed once they are gone', async () => {
    const language = await createLanguage(t.db, { name: 'Havfolkets tunge' });
    const doc = await writeDocument(language.id);
    const refused = await write('DELETE', `/api/languages/${language.id}`, board);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('errors.inUse');
    expect((await get(`/api/documents/${doc.id}`, board)).statusCode).toBe(200);
    expect(await auditRowsFor(t.db, 'language', language.id)).toEqual([]);

    expect((await write('DELETE', `/api/documents/${doc.id}`, board)).statusCode).toBe(204);
    expect((await write('DELETE', `/api/languages/${language.id}`, board)).statusCode).toBe(200);
  });
});

describe('the API documentation', () => {
  it('documents the limits of a document body', async () => {
    const doc = (await get('/api/docs/json', board)).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<
                string,
                {
                  schema: {
                    properties: Record<string, { maxLength?: number; description?: string }>;
                  };
                }
              >;
            };
          }
        >
      >;
    };
    const schema =
      doc.paths['/api/languages/{id}/documents']!.post!.requestBody!.content['application/json']!
        .schema;
    expect(schema.properties.body).toMatchObject({ maxLength: DOCUMENT_LIMITS.bodyMaxLength });
    expect(schema.properties.body!.description).toContain('At most 20,000 characters');
    expect(schema.properties.title).toMatchObject({ maxLength: DOCUMENT_LIMITS.titleMaxLength });
  });
});

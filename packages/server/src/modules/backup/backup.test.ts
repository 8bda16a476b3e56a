import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { connect } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { migrations } from '../../db/migrations/index';
import { createTestDb, type TestDb } from '../../test/test-db';
import {
  BACKUP_TABLES,
  BackupFormatError,
  parseBackup,
  serializeBackup,
  type BackupDocument,
} from './backup-format';
import { countRows, createBackup, readBackupFile, restoreBackup, writeBackupFile } from './backup';

const KNOWN_MIGRATIONS = Object.keys(migrations);
const FONT_BYTES = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
const IMAGE_BYTES = Buffer.from('RIFF\0\0\0\0WEBPVP8 \u00ff\u0000', 'binary');

/** One or more rows in every table, with gaps in the ids, nulls, binary data and non-ASCII text. */
async function fillEveryTable(db: Kysely<Database>): Promise<void> {
  const at = '2025-03-01T12:00:00.000Z';
  const user = (name: string, role: string, extra = { conflict_allowed: 0, token_version: 0 }) => ({
    name,
    email: `${name.toLowerCase()}@example.com`,
    password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    role,
    ...extra,
    created_at: at,
    updated_at: at,
  });
  const [gone] = await db
    .insertInto('users')
    .values(user('Gone', 'user'))
    .returning('id')
    .execute();
  await db.deleteFrom('users').where('id', '=', gone!.id).execute();
  const [astrid, bjørn] = await db
    .insertInto('users')
    .values([
      user('Astrid', 'bestyrelse'),
      user('Bjørn', 'user', { conflict_allowed: 1, token_version: 4 }),
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('password_resets')
    .values([
      {
        user_id: bjørn!.id,
        token_hash: 'a'.repeat(64),
        expires_at: at,
        used_at: null,
        created_at: at,
      },
      {
        user_id: bjørn!.id,
        token_hash: 'b'.repeat(64),
        expires_at: at,
        used_at: at,
        created_at: at,
      },
    ])
    .execute();
  await db
    .insertInto('settings')
    .values({
      key: 'rules_url',
      value: 'https://ravnemark.dk/regler',
      updated_by: bjørn!.id,
      updated_at: at,
    })
    .execute();
  const [race] = await db
    .insertInto('races')
    .values({
      name: 'Dværg',
      description: 'Små og stærke — "solide"',
      image_path: null,
      base_hits: 3,
      base_mana: 1,
    })
    .returning('id')
    .execute();
  const [cls] = await db
    .insertInto('classes')
    .values({
      name: 'Kriger',
      description: 'Linje 1\nLinje 2',
      conflict: 1,
      additional_professions: 2,
    })
    .returning('id')
    .execute();
  await db.insertInto('race_classes').values({ race_id: race!.id, class_id: cls!.id }).execute();
  const [smith] = await db
    .insertInto('professions')
    .values({
      name: 'Smed',
      description: '',
      requirements: 'Ingen',
      notes: '',
      characteristics: 'Stærk',
      sort_order: 2,
    })
    .returning('id')
    .execute();
  await db
    .insertInto('class_professions')
    .values({ class_id: cls!.id, profession_id: smith!.id, mandatory: 1, sort_order: 1 })
    .execute();
  const [ability] = await db
    .insertInto('abilities')
    .values({
      name: 'Smedning',
      effect: 'Kan smede',
      xpcost: 2,
      bonus_hits: 0,
      type: 'Evne',
      bonus_kp: 1,
      bonus_rp: 0,
      bonus_mp: 0,
      duration: '',
      rite: '',
      cost_mana: 0,
      requirement: '',
      note: '',
      has_special_ability: 1,
    })
    .returning('id')
    .execute();
  await db
    .insertInto('profession_abilities')
    .values({ profession_id: smith!.id, ability_id: ability!.id, order_learned: 1 })
    .execute();
  const [special] = await db
    .insertInto('special_abilities')
    .values({
      name: 'Runesprog',
      effect: '',
      ingredients: '',
      duration: '',
      mana_cost: 0,
      type: 'Sprog',
      requirement: '',
      note: '',
      link: '',
    })
    .returning('id')
    .execute();
  await db
    .insertInto('ability_special_abilities')
    .values({ ability_id: ability!.id, special_ability_id: special!.id, sort_order: 0 })
    .execute();
  await db
    .insertInto('languages')
    .values([
      {
        name: 'Runer',
        sample_text: 'ᚠᚢᚦ',
        link: null,
        font_data: FONT_BYTES,
        font_filename: 'runer.ttf',
        font_credit: 'OFL',
        updated_at: at,
      },
      {
        name: 'Ogham',
        sample_text: '',
        link: 'https://example.com/font',
        font_data: null,
        font_filename: null,
        font_credit: null,
        updated_at: at,
      },
    ])
    .execute();
  const [runer] = await db.selectFrom('languages').select('id').orderBy('id').execute();
  await db
    .insertInto('language_documents')
    .values({
      language_id: runer!.id,
      title: 'Brev fra jarlen',
      body: '# Til Thorin\n\nKom *straks* <script>x</script>',
      staff_note: 'Gives ved porten',
      visible: 0,
      created_by: bjørn!.id,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const [character] = await db
    .insertInto('characters')
    .values({
      user_id: bjørn!.id,
      name: 'Thorin',
      race_id: race!.id,
      class_id: cls!.id,
      description: '',
      avatar_path: 'dwarfs',
      is_active: 1,
      allow_update: 0,
      arrangor_ability_1: 'Skjult evne',
      arrangor_ability_2: null,
      arrangor_ability_3: null,
      arrangor_ability_4: null,
      arrangor_ability_5: null,
      arrangor_ability_6: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .execute();
  await db
    .insertInto('character_professions')
    .values({ character_id: character!.id, profession_id: smith!.id, position: 1 })
    .execute();
  await db
    .insertInto('character_abilities')
    .values({
      character_id: character!.id,
      profession_id: smith!.id,
      ability_id: ability!.id,
      special_ability_id: special!.id,
      is_unlocked: 1,
    })
    .execute();
  await db
    .insertInto('xp_awards')
    .values([
      {
        character_id: character!.id,
        amount: 10,
        reason: 'Start',
        awarded_by: null,
        created_at: at,
      },
      {
        character_id: character!.id,
        amount: 3,
        reason: 'Sommertræf',
        awarded_by: astrid!.id,
        created_at: at,
      },
    ])
    .execute();
  await db
    .insertInto('character_reviews')
    .values({
      character_id: character!.id,
      accepted_reasons: JSON.stringify(['review.costExceedsXp(cost=14,xp=13)']),
      note: 'Accepteret efter sæsonstart',
      accepted_by: astrid!.id,
      accepted_at: at,
    })
    .execute();
  await db
    .insertInto('change_requests')
    .values({
      character_id: character!.id,
      user_id: bjørn!.id,
      message: 'Må jeg bytte evnen?',
      status: 'declined',
      reason: 'Ikke midt i sæsonen',
      answered_by: astrid!.id,
      answered_at: at,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('uploads')
    .values({
      path: '/uploads/abc.webp',
      user_id: bjørn!.id,
      content_type: 'image/webp',
      data: IMAGE_BYTES,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('rules_images')
    .values({
      path: '/uploads/race.webp',
      content_type: 'image/webp',
      data: IMAGE_BYTES,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('audit_log')
    .values({
      actor_id: astrid!.id,
      action: 'update',
      entity: 'race',
      entity_id: race!.id,
      before: '{"a":1}',
      after: null,
      created_at: at,
    })
    .execute();
  await db.insertInto('health_checks').values({ id: 1, checked_at: at }).execute();
  await db
    .insertInto('login_failures')
    .values({ email: 'astrid@example.com', failures: 3, window_started_at: at, locked_until: null })
    .execute();
  const [event] = await db
    .insertInto('events')
    .values({
      title: 'Høstslaget',
      description: 'To dage i skoven',
      location: 'Rold Skov',
      starts_at: '2025-09-20T08:00:00.000Z',
      ends_at: '2025-09-21T14:00:00.000Z',
      signup_opens_at: null,
      signup_closes_at: '2025-09-10T22:00:00.000Z',
      status: 'settled',
      capacity_player: 40,
      capacity_crew: 10,
      price_player: 350,
      price_crew: 0,
      xp_player: 4,
      xp_crew: 2,
      settled_at: at,
      settled_by: astrid!.id,
      created_by: astrid!.id,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .execute();
  const [signup] = await db
    .insertInto('event_signups')
    .values({
      event_id: event!.id,
      user_id: bjørn!.id,
      role: 'player',
      status: 'confirmed',
      character_id: character!.id,
      diet: 'Vegetar',
      allergies: '',
      emergency_name: 'Mor',
      emergency_phone: '12345678',
      photo_consent: 1,
      note: '',
      amount_due: 350,
      payment_note: null,
      ticket_code: 'b'.repeat(24),
      checked_in_at: '2025-09-20T08:30:00.000Z',
      checked_out_at: null,
      reminder_sent_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .execute();
  await db
    .insertInto('event_payments')
    .values({
      signup_id: signup!.id,
      amount: 350,
      note: 'MobilePay',
      recorded_by: astrid!.id,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('signup_messages')
    .values({
      signup_id: signup!.id,
      author_id: bjørn!.id,
      from_staff: 0,
      body: 'Kan jeg komme senere?',
      created_at: at,
    })
    .execute();
  await db
    .insertInto('event_messages')
    .values({
      event_id: event!.id,
      author_id: astrid!.id,
      audience: 'all',
      subject: 'Husk sovepose',
      body: 'Det bliver koldt.',
      recipients: 1,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('member_event_defaults')
    .values({
      user_id: bjørn!.id,
      diet: 'Vegetar',
      allergies: '',
      emergency_name: 'Mor',
      emergency_phone: '12345678',
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('calendar_tokens')
    .values({ user_id: bjørn!.id, token: 'c'.repeat(43), created_at: at })
    .execute();
  await db
    .insertInto('character_backgrounds')
    .values({
      character_id: character!.id,
      text: '# Barndom\n\nFødt i stormen.',
      status: 'approved',
      review_comment: 'Flot',
      reviewed_by: astrid!.id,
      reviewed_at: at,
      submitted_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('character_comments')
    .values({
      character_id: character!.id,
      author_id: astrid!.id,
      author_is_staff: 1,
      text: 'Kun for arrangører',
      staff_only: 1,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('event_reports')
    .values({
      event_id: event!.id,
      signup_id: signup!.id,
      user_id: bjørn!.id,
      character_id: character!.id,
      text: 'Vi holdt broen.',
      status: 'approved',
      review_comment: null,
      reviewed_by: astrid!.id,
      reviewed_at: at,
      xp_awarded: 2,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('report_drafts')
    .values({ user_id: bjørn!.id, event_id: event!.id, text: 'Næste gang …', updated_at: at })
    .execute();
  await db
    .insertInto('notifications')
    .values({
      user_id: bjørn!.id,
      kind: 'report_reviewed',
      title_key: 'notifications.titles.reportApproved',
      title_params: '{"event":"Høstslaget"}',
      link: `/events/${event!.id}/reports`,
      mail_pending: 0,
      created_at: at,
      read_at: null,
    })
    .execute();
  await db
    .insertInto('mail_preferences')
    .values({ user_id: bjørn!.id, kind: 'xp_awarded', mail: 0 })
    .execute();
  await db
    .insertInto('guardianships')
    .values({
      guardian_id: bjørn!.id,
      person_id: astrid!.id,
      phone: '20304050',
      created_at: at,
      ended_at: null,
    })
    .execute();
  await db
    .insertInto('household_invitations')
    .values({
      person_id: astrid!.id,
      kind: 'guardian',
      email: 'far@example.com',
      token_hash: 'e'.repeat(64),
      invited_by: bjørn!.id,
      expires_at: at,
      used_at: null,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('email_changes')
    .values({
      user_id: bjørn!.id,
      new_email: 'bjorn.ny@example.com',
      token_hash: 'd'.repeat(64),
      expires_at: at,
      used_at: null,
      created_at: at,
    })
    .execute();
  const [silver, sword] = await db
    .insertInto('item_types')
    .values([
      {
        name: 'Sølv',
        description: 'Ravnemarks mønt',
        kind: 'currency',
        is_unique: 0,
        unit: 'sølv',
        visible_to_players: 1,
        special_ability_id: null,
        created_at: at,
        updated_at: at,
      },
      {
        name: 'Ulfberht',
        description: 'Et sværd',
        kind: 'item',
        is_unique: 1,
        unit: 'stk.',
        visible_to_players: 1,
        special_ability_id: special!.id,
        created_at: at,
        updated_at: at,
      },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('recipes')
    .values({
      special_ability_id: special!.id,
      keeps_events: 1,
      updated_by: astrid!.id,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('recipe_lines')
    .values([
      {
        special_ability_id: special!.id,
        direction: 'in',
        position: 0,
        item_type_id: silver!.id,
        quantity: 2,
      },
      {
        special_ability_id: special!.id,
        direction: 'out',
        position: 0,
        item_type_id: sword!.id,
        quantity: 1,
      },
    ])
    .execute();
  const [craft] = await db
    .insertInto('crafts')
    .values({
      character_id: character!.id,
      special_ability_id: special!.id,
      times: 1,
      event_id: event!.id,
      mana_spent: 1,
      actor_id: astrid!.id,
      reason: '',
      idempotency_key: 'tap-1',
      response: '{}',
      created_at: at,
    })
    .returning('id')
    .execute();
  const [piece] = await db
    .insertInto('items')
    .values({
      code: 'K7Q2M9XD',
      item_type_id: sword!.id,
      created_by: astrid!.id,
      created_at: at,
      made_by_character_id: character!.id,
      made_at_event_id: event!.id,
      recipe_special_ability_id: special!.id,
      keeps_events: 1,
      craft_id: craft!.id,
    })
    .returning('id')
    .execute();
  const ledgerRow = {
    from_kind: 'bank',
    from_character_id: null,
    to_kind: 'character',
    to_character_id: character!.id,
    reason: 'Kuvert: Høstslaget',
    actor_id: astrid!.id,
    event_id: event!.id,
    created_at: at,
  };
  await db
    .insertInto('item_transfers')
    .values([
      { ...ledgerRow, item_type_id: silver!.id, item_id: null, quantity: 10, cause: 'envelope' },
      { ...ledgerRow, item_type_id: sword!.id, item_id: piece!.id, quantity: 1, cause: 'grant' },
    ])
    .execute();
  const [rule] = await db
    .insertInto('envelope_rules')
    .values({ event_id: event!.id, position: 0, target_kind: 'all', target_id: null })
    .returning('id')
    .execute();
  await db
    .insertInto('envelope_lines')
    .values({ rule_id: rule!.id, position: 0, item_type_id: silver!.id, quantity: 10 })
    .execute();
  await db
    .insertInto('envelope_hand_backs')
    .values({ event_id: event!.id, item_type_id: silver!.id, position: 0, keep: 20 })
    .execute();
  await db
    .insertInto('envelope_deliveries')
    .values({
      event_id: event!.id,
      character_id: character!.id,
      step: 'grant',
      signup_id: signup!.id,
      actor_id: astrid!.id,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('consents')
    .values({
      person_id: astrid!.id,
      event_id: event!.id,
      kind: 'photo',
      decision: 'given',
      text: 'Billeder må bruges.',
      language: 'da',
      decided_by: bjørn!.id,
      decided_at: at,
    })
    .execute();
}

async function sqliteDb(dir: string): Promise<Kysely<Database>> {
  const handle = connect(
    `sqlite:${path.join(dir, `${Math.random().toString(36).slice(2)}.sqlite`)}`,
  );
  await migrateToLatest(handle.db);
  return handle.db;
}

/** The tables with every token version blanked: a restore moves them on (sessions end). */
function withoutTokenVersions(doc: BackupDocument): BackupDocument['tables'] {
  const users = doc.tables.users!;
  const tv = users.columns.indexOf('token_version');
  return {
    ...doc.tables,
    users: { ...users, rows: users.rows.map((row) => row.map((v, i) => (i === tv ? null : v))) },
  };
}

describe('backup and restore', () => {
  let source: TestDb;
  let target: TestDb;
  let doc: BackupDocument;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-backup-'));

  beforeAll(async () => {
    source = await createTestDb();
    target = await createTestDb();
    await fillEveryTable(source.handle.db);
    doc = await createBackup(source.handle.db);
  });
  afterAll(async () => {
    await source.drop();
    await target.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies every table with its columns, binary data as base64 and the applied migrations', () => {
    expect(Object.keys(doc.tables)).toEqual([...BACKUP_TABLES]);
    for (const name of BACKUP_TABLES)
      expect(doc.tables[name]!.rows.length, name).toBeGreaterThan(0);
    expect(doc.migrations).toEqual(KNOWN_MIGRATIONS);
    expect(doc).toMatchObject({
      format: 'club-app-backup',
      version: 1,
      engine: source.handle.engine,
    });

    const languages = doc.tables.languages!;
    expect(languages.binaryColumns).toEqual(['font_data']);
    const fontIndex = languages.columns.indexOf('font_data');
    expect(languages.rows.map((row) => row[fontIndex])).toEqual([
      FONT_BYTES.toString('base64'),
      null,
    ]);
    expect(doc.tables.uploads!.binaryColumns).toEqual(['data']);
    const users = doc.tables.users!;
    expect(users.rows.map((row) => row[users.columns.indexOf('name')])).toEqual([
      'Astrid',
      'Bjørn',
    ]);
  });

  it('restores into a database with other data: the data is replaced and a new backup matches the first', async () => {
    const db = target.handle.db;
    await db
      .insertInto('users')
      .values({
        name: 'Other',
        email: 'other@example.com',
        password_hash: 'x',
        role: 'user',
        created_at: 'x',
        updated_at: 'x',
      })
      .execute();
    const summary = await restoreBackup(db, doc, KNOWN_MIGRATIONS);
    expect(summary).toEqual({
      tables: BACKUP_TABLES.length,
      rows: countRows(doc),
      generation: '1',
    });
    const again = await createBackup(db);
    // Every token version moved past the highest the database had, so no earlier session
    // matches any account; everything else is the backup's.
    const tv = doc.tables.users!.columns.indexOf('token_version');
    const shifted = (table: BackupDocument['tables'][string], by: number) => ({
      ...table,
      rows: table.rows.map((row) => row.map((value, i) => (i === tv ? Number(value) + by : value))),
    });
    expect(again.tables).toEqual({ ...doc.tables, users: shifted(doc.tables.users!, 1) });

    const font = await db
      .selectFrom('languages')
      .select('font_data')
      .where('name', '=', 'Runer')
      .executeTakeFirstOrThrow();
    expect(Buffer.compare(font.font_data!, FONT_BYTES)).toBe(0);
  });

  it('continues ids after the restored rows (identity sequences are reset)', async () => {
    const db = target.handle.db;
    const maxId = Math.max(...doc.tables.users!.rows.map((row) => row[0] as number));
    const inserted = await db
      .insertInto('users')
      .values({
        name: 'After',
        email: 'after@example.com',
        password_hash: 'x',
        role: 'user',
        created_at: 'x',
        updated_at: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(maxId);
    const award = await db
      .insertInto('xp_awards')
      .values({
        character_id: doc.tables.characters!.rows[0]![0] as number,
        amount: 1,
        reason: 'x',
        awarded_by: null,
        created_at: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(award.id).toBeGreaterThan(
      Math.max(...doc.tables.xp_awards!.rows.map((row) => row[0] as number)),
    );
  });

  it('writes a file that reads back to the same document', async () => {
    const file = path.join(dir, 'nested', 'backup.json');
    await writeBackupFile(file, doc);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['backup.json']);
    expect(await readBackupFile(file)).toEqual(doc);
    const text = fs.readFileSync(file, 'utf8');
    expect(text.split('\n').filter((line) => line.startsWith('        ['))).toHaveLength(
      countRows(doc),
    );
  });

  it('leaves the data untouched when a restore fails half-way', async () => {
    const db = target.handle.db;
    const before = await createBackup(db);
    const broken = structuredClone(doc);
    // A character of a user that is not in the backup: the foreign key refuses it.
    const characters = broken.tables.characters!;
    characters.rows[0]![characters.columns.indexOf('user_id')] = 999_999;
    await expect(restoreBackup(db, broken, KNOWN_MIGRATIONS)).rejects.toThrow();
    expect((await createBackup(db)).tables).toEqual(before.tables);
  });

  it('refuses a backup made with migrations this version does not have', async () => {
    const newer = { ...doc, migrations: [...doc.migrations, '9999_from_the_future'] };
    await expect(restoreBackup(target.handle.db, newer, KNOWN_MIGRATIONS)).rejects.toThrow(
      /newer version/,
    );
  });

  it('refuses a backup with a column this version does not know', async () => {
    const odd = structuredClone(doc);
    odd.tables.races!.columns.push('colour');
    for (const row of odd.tables.races!.rows) row.push('red');
    await expect(restoreBackup(target.handle.db, odd, KNOWN_MIGRATIONS)).rejects.toThrow(/colour/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'restores a SQLite backup into PostgreSQL and back',
    async () => {
      const sqlite = await sqliteDb(dir);
      try {
        await fillEveryTable(sqlite);
        const fromSqlite = await createBackup(sqlite);
        expect(fromSqlite.engine).toBe('sqlite');
        await restoreBackup(
          target.handle.db,
          parseBackup(serializeBackup(fromSqlite)),
          KNOWN_MIGRATIONS,
        );
        const fromPostgres = await createBackup(target.handle.db);
        expect(fromPostgres.engine).toBe('postgres');
        expect(withoutTokenVersions(fromPostgres)).toEqual(withoutTokenVersions(fromSqlite));

        const emptySqlite = await sqliteDb(dir);
        await restoreBackup(
          emptySqlite,
          parseBackup(serializeBackup(fromPostgres)),
          KNOWN_MIGRATIONS,
        );
        expect(withoutTokenVersions(await createBackup(emptySqlite))).toEqual(
          withoutTokenVersions(fromSqlite),
        );
        await emptySqlite.destroy();
      } finally {
        await sqlite.destroy();
      }
    },
  );
});

describe('parseBackup', () => {
  it.each([
    ['text that is not JSON', 'not json', /not JSON/],
    ['JSON of another kind', '{"hello": 1}', /not a backup/],
    ['a later format version', '{"format": "club-app-backup", "version": 2}', /version 2/],
    [
      'a row with too few values',
      JSON.stringify({
        format: 'club-app-backup',
        version: 1,
        createdAt: '',
        engine: 'sqlite',
        migrations: [],
        tables: { races: { columns: ['id', 'name'], binaryColumns: [], rows: [[1]] } },
      }),
      /tables\.races/,
    ],
  ])('refuses %s with a message saying what is wrong', (_, text, message) => {
    expect(() => parseBackup(text)).toThrow(BackupFormatError);
    expect(() => parseBackup(text)).toThrow(message);
  });
});

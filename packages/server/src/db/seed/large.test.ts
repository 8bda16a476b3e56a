import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARACTER_LIMITS } from '@club/shared/constants';
import { hashPassword, verifyPassword } from '../../modules/auth/passwords';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { SeedRefusedError } from './demo';
import { LARGE_SEED_PASSWORD, LARGE_SEED_SIZE, largeSeedEmail, seedLarge } from './large';

const SMALL = {
  races: 4,
  classes: 10,
  professions: 20,
  specialAbilities: 12,
  users: 12,
  characters: 30,
  events: 6,
  signups: 40,
};

async function count(
  t: TestApp,
  table:
    | 'races'
    | 'classes'
    | 'professions'
    | 'abilities'
    | 'special_abilities'
    | 'users'
    | 'characters'
    | 'xp_awards'
    | 'character_professions'
    | 'events'
    | 'event_signups',
) {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('seedLarge', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await seedLarge(t.db, await hashPassword(LARGE_SEED_PASSWORD), SMALL);
  });

  afterAll(async () => {
    await t.close();
  });

  it('defaults to the benchmark data set of the architecture budget', () => {
    expect(LARGE_SEED_SIZE).toEqual({
      races: 12,
      classes: 40,
      professions: 150,
      specialAbilities: 300,
      users: 2000,
      characters: 5000,
      events: 200,
      signups: 5000,
    });
  });

  it('inserts the requested number of rows, six abilities per profession', async () => {
    expect(await count(t, 'races')).toBe(SMALL.races);
    expect(await count(t, 'classes')).toBe(SMALL.classes);
    expect(await count(t, 'professions')).toBe(SMALL.professions);
    expect(await count(t, 'abilities')).toBe(SMALL.professions * 6);
    expect(await count(t, 'special_abilities')).toBe(SMALL.specialAbilities);
    expect(await count(t, 'users')).toBe(SMALL.users);
    expect(await count(t, 'characters')).toBe(SMALL.characters);
    expect(await count(t, 'character_professions')).toBe(SMALL.characters * 6);
    expect(await count(t, 'xp_awards')).toBe(SMALL.characters);
    expect(await count(t, 'events')).toBe(SMALL.events);
    expect(await count(t, 'event_signups')).toBe(SMALL.signups);
  });

  it('gives the season one sign-up per member and event, never past capacity', async () => {
    const events = await t.db.selectFrom('events').selectAll().execute();
    const signups = await t.db.selectFrom('event_signups').selectAll().execute();
    for (const event of events) {
      const mine = signups.filter((s) => s.event_id === event.id);
      expect(new Set(mine.map((s) => s.user_id)).size).toBe(mine.length);
      for (const role of ['player', 'crew'] as const) {
        const confirmed = mine.filter((s) => s.role === role && s.status === 'confirmed');
        const capacity = role === 'player' ? event.capacity_player : event.capacity_crew;
        expect(confirmed.length).toBeLessThanOrEqual(capacity);
        if (mine.some((s) => s.role === role && s.status === 'waitlisted'))
          expect(confirmed.length).toBe(capacity);
      }
    }
    const characters = await t.db.selectFrom('characters').select(['id', 'user_id']).execute();
    const owner = new Map(characters.map((c) => [c.id, c.user_id]));
    for (const signup of signups) {
      if (signup.character_id !== null) expect(owner.get(signup.character_id)).toBe(signup.user_id);
    }
  });

  it('gives each character six professions: the class mandatory ones first, then allowed optional ones', async () => {
    const characters = await t.db.selectFrom('characters').selectAll().execute();
    const assigned = await t.db.selectFrom('class_professions').selectAll().execute();
    const raceClasses = await t.db.selectFrom('race_classes').selectAll().execute();
    const chosen = await t.db.selectFrom('character_professions').selectAll().execute();
    for (const character of characters) {
      expect(
        raceClasses.some(
          (rc) => rc.race_id === character.race_id && rc.class_id === character.class_id,
        ),
      ).toBe(true);
      const mine = chosen
        .filter((c) => c.character_id === character.id)
        .sort((a, b) => a.position - b.position);
      expect(mine.map((c) => c.position)).toEqual([1, 2, 3, 4, 5, 6]);
      const ofClass = assigned.filter((a) => a.class_id === character.class_id);
      const mandatory = ofClass
        .filter((a) => a.mandatory === 1)
        .sort((a, b) => a.sort_order - b.sort_order)
        .map((a) => a.profession_id);
      expect(mine.slice(0, mandatory.length).map((c) => c.profession_id)).toEqual(mandatory);
      for (const c of mine)
        expect(ofClass.some((a) => a.profession_id === c.profession_id)).toBe(true);
    }
  });

  it('keeps to three characters per user, one active, and conflict classes for permitted users only', async () => {
    const users = await t.db.selectFrom('users').selectAll().execute();
    const characters = await t.db.selectFrom('characters').selectAll().execute();
    const classes = await t.db.selectFrom('classes').selectAll().execute();
    for (const user of users) {
      const own = characters.filter((c) => c.user_id === user.id);
      expect(own.length).toBeLessThanOrEqual(CHARACTER_LIMITS.maxPerUser);
      if (own.length > 0) expect(own.filter((c) => c.is_active === 1)).toHaveLength(1);
      for (const c of own) {
        const cls = classes.find((k) => k.id === c.class_id);
        if (cls?.conflict === 1) expect(user.conflict_allowed).toBe(1);
      }
    }
  });

  it('learns abilities in order, within the starting XP', async () => {
    const rows = await t.db
      .selectFrom('character_abilities as ca')
      .innerJoin('profession_abilities as pa', (j) =>
        j
          .onRef('pa.ability_id', '=', 'ca.ability_id')
          .onRef('pa.profession_id', '=', 'ca.profession_id'),
      )
      .innerJoin('abilities as a', 'a.id', 'ca.ability_id')
      .innerJoin('character_professions as cp', (j) =>
        j
          .onRef('cp.character_id', '=', 'ca.character_id')
          .onRef('cp.profession_id', '=', 'ca.profession_id'),
      )
      .select([
        'ca.character_id',
        'cp.position',
        'pa.order_learned',
        'a.xpcost',
        'a.has_special_ability',
        'ca.special_ability_id',
      ])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(SMALL.characters);
    const total = await t.db.selectFrom('character_abilities').select('id').execute();
    expect(rows).toHaveLength(total.length);
    const byCharacter = new Map<number, typeof rows>();
    for (const r of rows)
      byCharacter.set(r.character_id, [...(byCharacter.get(r.character_id) ?? []), r]);
    for (const learned of byCharacter.values()) {
      const spent = learned.reduce((sum, r) => sum + r.xpcost, 0);
      expect(spent).toBeLessThanOrEqual(CHARACTER_LIMITS.defaultStartingXp);
      const has = (position: number, level: number) =>
        learned.some((r) => r.position === position && r.order_learned === level);
      for (const r of learned) {
        if (r.order_learned > 1) expect(has(r.position, r.order_learned - 1)).toBe(true);
        if (r.position > 1) expect(has(1, r.order_learned)).toBe(true);
        expect(r.special_ability_id !== null).toBe(r.has_special_ability === 1);
      }
    }
  });

  it('lets every generated account sign in with the shared password', async () => {
    const user = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', largeSeedEmail(SMALL.users))
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(user.password_hash, LARGE_SEED_PASSWORD)).toBe(true);
    const hashes = await t.db.selectFrom('users').select('password_hash').distinct().execute();
    expect(hashes).toHaveLength(1);
  });

  it('refuses a database that already has rules data', async () => {
    await expect(
      seedLarge(t.db, await hashPassword(LARGE_SEED_PASSWORD), SMALL),
    ).rejects.toBeInstanceOf(SeedRefusedError);
    expect(await count(t, 'characters')).toBe(SMALL.characters);
  });
});

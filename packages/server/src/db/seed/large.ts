import { newTicketCode } from '@club/shared/rules/tickets';
import crypto from 'node:crypto';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import {
  ABILITY_TYPES,
  BUILT_IN_AVATARS,
  CHARACTER_LIMITS,
  PROFESSION_LIMITS,
  SPECIAL_ABILITY_TYPES,
  type Role,
} from '@club/shared/constants';
import { STARTING_XP_REASON, XP_REASON_KEYS } from '@club/shared/contract/characters-constants';
import type { Database } from '../schema';
import { hasRulesData } from '../rules-data';
import { SeedRefusedError } from './demo';

/** The benchmark data set of ARCHITECTURE.md section 7. */
export const LARGE_SEED_SIZE = {
  races: 12,
  classes: 40,
  professions: 150,
  specialAbilities: 300,
  users: 2000,
  characters: 5000,
  /** A season: past events settled, coming ones open for sign-up. */
  events: 200,
  signups: 5000,
} as const;

export type LargeSeedSize = { [K in keyof typeof LARGE_SEED_SIZE]: number };

/** Every generated account shares this password (and one hash of it). */
export const LARGE_SEED_PASSWORD = 'stor-klub-adgangskode';

export function largeSeedEmail(n: number): string {
  return `spiller${String(n).padStart(5, '0')}@bench.example`;
}

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound parameters. */
const BATCH_ROWS = 400;

/** A small deterministic generator, so every run builds the same data set. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
    }
    return pool.slice(0, count);
  };
  return { int, pick, sample };
}

const SENTENCES = [
  'De gamle sagn fortæller om en tid, hvor folkene levede i fred under de syv stjerner.',
  'Mange har forsøgt at mestre denne kunst, men kun de tålmodige når til bunds i den.',
  'I Ravnemark kendes de på deres kapper og på den ro, de bærer med sig ind i enhver hal.',
  'Evnen kræver øvelse, disciplin og en læremester, der vil dele sine hemmeligheder.',
  'Ved vintersolhverv samles de for at ære forfædrene og fornye de gamle eder.',
  'Hvor de drager frem, følger historier, sange og ofte også problemer.',
  'Kun få ved, hvor deres viden oprindeligt kom fra, og de få taler sjældent om det.',
  'En arrangør kan til enhver tid bede om at få evnen spillet tydeligt ud.',
];

function text(rand: ReturnType<typeof generator>, sentences: number): string {
  return Array.from({ length: sentences }, () => rand.pick(SENTENCES)).join(' ');
}

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) out.push(rows.slice(i, i + BATCH_ROWS));
  return out;
}

type Table = keyof Database;

async function insertAll<T extends Table>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (const batch of chunks(rows)) {
    // Kysely cannot relate a generic table name to its row type; the caller's T does.
    await trx
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}

/** Inserts rows with a unique text key and returns their ids by that key. */
async function insertKeyed<
  T extends 'races' | 'classes' | 'professions' | 'abilities' | 'special_abilities',
>(
  trx: Transaction<Database>,
  table: T,
  rows: (Insertable<Database[T]> & { name: string })[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of chunks(rows)) {
    const inserted = (await trx
      .insertInto(table)
      .values(batch as never)
      .returning(['id', 'name'] as never)
      .execute()) as unknown as { id: number; name: string }[];
    for (const row of inserted) ids.set(row.name, row.id);
  }
  return ids;
}

function get(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Large seed: no id for ${key}`);
  return id;
}

function roleOf(n: number): Role {
  if (n === 1) return 'bestyrelse';
  if (n <= 5) return 'superadmin';
  if (n <= 25) return 'admin';
  return 'user';
}

/**
 * Fills an empty database with the benchmark data set: 12 races, 40 classes, 150
 * professions with 6 abilities each, 300 special abilities, 2,000 users and 5,000
 * characters with professions, a starting XP award and learned abilities, all following
 * the character rules, and a season of 200 events with 5,000 sign-ups. One transaction, batched inserts. Refuses (SeedRefusedError)
 * when rules data or characters exist.
 *
 * Every user gets `passwordHash`: the hash of LARGE_SEED_PASSWORD, made by the caller with
 * the auth module's hashing, so the seed writes rows and knows no module's internals.
 */
export async function seedLarge(
  db: Kysely<Database>,
  passwordHash: string,
  size: LargeSeedSize = LARGE_SEED_SIZE,
): Promise<void> {
  const rand = generator(20240601);
  const now = new Date().toISOString();
  const perCharacter = CHARACTER_LIMITS.professionsPerCharacter;
  const levels = PROFESSION_LIMITS.abilitiesPerProfession;

  await db.transaction().execute(async (trx) => {
    const characterRow = await trx
      .selectFrom('characters')
      .select('id')
      .limit(1)
      .executeTakeFirst();
    if ((await hasRulesData(trx)) || characterRow) {
      throw new SeedRefusedError(
        'The large data set needs a database without rules data or characters.',
      );
    }

    // Special abilities and abilities.
    const specialNames = Array.from(
      { length: size.specialAbilities },
      (_, i) => `Særevne ${String(i + 1).padStart(3, '0')}`,
    );
    const specialIds = await insertKeyed(
      trx,
      'special_abilities',
      specialNames.map((name, i) => ({
        name,
        type: SPECIAL_ABILITY_TYPES[i % SPECIAL_ABILITY_TYPES.length] as string,
        effect: text(rand, 2),
        ingredients: i % 2 === 0 ? '2 røllike, 1 kviksølv' : '',
        duration: `${1 + (i % 10)} minutter`,
        mana_cost: i % 4,
        requirement: '',
        note: text(rand, 1),
        link: '',
      })),
    );

    const professionNames = Array.from(
      { length: size.professions },
      (_, i) => `Profession ${String(i + 1).padStart(3, '0')}`,
    );
    const abilityName = (p: number, level: number) => `${professionNames[p]} · evne ${level}`;
    const abilityRows = professionNames.flatMap((_, p) =>
      Array.from({ length: levels }, (_, l) => {
        const level = l + 1;
        return {
          name: abilityName(p, level),
          effect: text(rand, 2),
          xpcost: level,
          bonus_hits: level === 3 ? 1 : 0,
          type: ABILITY_TYPES[(p + l) % ABILITY_TYPES.length]?.da as string,
          bonus_kp: 0,
          bonus_rp: level === 4 ? 1 : 0,
          bonus_mp: level === 5 ? 1 : 0,
          duration: level % 2 === 0 ? '10 minutter' : '',
          rite: '',
          cost_mana: level > 3 ? level - 3 : 0,
          requirement: '',
          note: text(rand, 1),
          has_special_ability: level === 2 ? 1 : 0,
        };
      }),
    );
    const abilityIds = await insertKeyed(trx, 'abilities', abilityRows);
    const specialLinks = new Map<string, number[]>();
    const abilitySpecialRows = abilityRows
      .filter((a) => a.has_special_ability === 1)
      .flatMap((a) => {
        const linked = rand.sample(specialNames, 4).map((name) => get(specialIds, name));
        specialLinks.set(a.name, linked);
        return linked.map((special_ability_id, i) => ({
          ability_id: get(abilityIds, a.name),
          special_ability_id,
          sort_order: i + 1,
        }));
      });
    await insertAll(trx, 'ability_special_abilities', abilitySpecialRows);

    // Professions and their abilities.
    const professionIds = await insertKeyed(
      trx,
      'professions',
      professionNames.map((name, i) => ({
        name,
        description: text(rand, 3),
        requirements: text(rand, 1),
        notes: text(rand, 1),
        characteristics: text(rand, 1),
        sort_order: i + 1,
      })),
    );
    await insertAll(
      trx,
      'profession_abilities',
      professionNames.flatMap((name, p) =>
        Array.from({ length: levels }, (_, l) => ({
          profession_id: get(professionIds, name),
          ability_id: get(abilityIds, abilityName(p, l + 1)),
          order_learned: l + 1,
        })),
      ),
    );

    // Classes: 1–3 mandatory professions, the rest picked from an optional pool.
    const conflictEvery = 10;
    const classes = Array.from({ length: size.classes }, (_, i) => {
      const mandatoryCount = 1 + (i % 3);
      const chosen = rand.sample(professionNames, perCharacter + 3);
      return {
        name: `Klasse ${String(i + 1).padStart(2, '0')}`,
        conflict: i % conflictEvery === conflictEvery - 1 ? 1 : 0,
        mandatory: chosen.slice(0, mandatoryCount),
        optional: chosen.slice(mandatoryCount),
        additional: perCharacter - mandatoryCount,
      };
    });
    const classIds = await insertKeyed(
      trx,
      'classes',
      classes.map((c) => ({
        name: c.name,
        description: text(rand, 3),
        conflict: c.conflict,
        additional_professions: c.additional,
      })),
    );
    await insertAll(
      trx,
      'class_professions',
      classes.flatMap((c) => [
        ...c.mandatory.map((p, i) => ({
          class_id: get(classIds, c.name),
          profession_id: get(professionIds, p),
          mandatory: 1,
          sort_order: i + 1,
        })),
        ...c.optional.map((p, i) => ({
          class_id: get(classIds, c.name),
          profession_id: get(professionIds, p),
          mandatory: 0,
          sort_order: i + 1,
        })),
      ]),
    );

    // Races: each allows a share of the classes; together they allow every class.
    const races = Array.from({ length: size.races }, (_, i) => {
      const allowed = new Set(rand.sample(classes, Math.max(1, Math.ceil(classes.length * 0.4))));
      classes.forEach((c, k) => {
        if (k % size.races === i) allowed.add(c);
      });
      return {
        name: `Folk ${String(i + 1).padStart(2, '0')}`,
        avatar: BUILT_IN_AVATARS[i % BUILT_IN_AVATARS.length] as string,
        classes: [...allowed],
      };
    });
    const raceIds = await insertKeyed(
      trx,
      'races',
      races.map((r, i) => ({
        name: r.name,
        description: text(rand, 4),
        image_path: `${r.avatar}.svg`,
        base_hits: 3 + (i % 5),
        base_mana: i % 6,
      })),
    );
    await insertAll(
      trx,
      'race_classes',
      races.flatMap((r) =>
        r.classes.map((c) => ({ race_id: get(raceIds, r.name), class_id: get(classIds, c.name) })),
      ),
    );

    // Users: a few staff, the rest players; every tenth may play conflict classes.
    const userCount = size.users;
    const users = Array.from({ length: userCount }, (_, i) => ({
      email: largeSeedEmail(i + 1),
      role: roleOf(i + 1),
      conflictAllowed: (i + 1) % 10 === 0 ? 1 : 0,
    }));
    const userIds = new Map<string, number>();
    for (const batch of chunks(users)) {
      const inserted = await trx
        .insertInto('users')
        .values(
          batch.map((u) => ({
            name: `Spiller ${u.email.slice(7, 12)}`,
            email: u.email,
            password_hash: passwordHash,
            role: u.role,
            conflict_allowed: u.conflictAllowed,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(['id', 'email'])
        .execute();
      for (const row of inserted) userIds.set(row.email, row.id);
    }

    // Characters: spread over the users, at most three each, the first one active.
    const maxPerUser = CHARACTER_LIMITS.maxPerUser;
    if (size.characters > userCount * maxPerUser) {
      throw new Error('Large seed: more characters than the users may own');
    }
    const owners: { user: (typeof users)[number]; first: boolean }[] = [];
    for (let round = 0; owners.length < size.characters; round++) {
      for (const user of users) {
        if (owners.length >= size.characters) break;
        owners.push({ user, first: round === 0 });
      }
    }

    const characters = owners.map(({ user, first }, i) => {
      const race = rand.pick(races);
      const open = race.classes.filter((c) => c.conflict === 0 || user.conflictAllowed === 1);
      const cls = rand.pick(open.length > 0 ? open : race.classes);
      const professions = [...cls.mandatory, ...rand.sample(cls.optional, cls.additional)];
      return {
        name: `Helt ${String(i + 1).padStart(5, '0')}`,
        user,
        first,
        race,
        cls,
        professions,
        firstLevels: 1 + rand.int(3),
        otherFirstLevel: rand.int(3),
      };
    });

    const characterIds = new Map<string, number>();
    for (const batch of chunks(characters)) {
      const inserted = await trx
        .insertInto('characters')
        .values(
          batch.map((c) => ({
            user_id: get(userIds, c.user.email),
            name: c.name,
            race_id: get(raceIds, c.race.name),
            class_id: get(classIds, c.cls.name),
            description: text(rand, 2),
            avatar_path: c.race.avatar,
            is_active: c.first ? 1 : 0,
            allow_update: 0,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(['id', 'name'])
        .execute();
      for (const row of inserted) characterIds.set(row.name, row.id);
    }

    const startingXp = CHARACTER_LIMITS.defaultStartingXp;
    await insertAll(
      trx,
      'character_professions',
      characters.flatMap((c) =>
        c.professions.map((p, i) => ({
          character_id: get(characterIds, c.name),
          profession_id: get(professionIds, p),
          position: i + 1,
        })),
      ),
    );
    await insertAll(
      trx,
      'xp_awards',
      characters.map((c) => ({
        character_id: get(characterIds, c.name),
        amount: startingXp,
        reason: STARTING_XP_REASON,
        reason_key: XP_REASON_KEYS.starting,
        reason_params: '{}',
        awarded_by: null,
        created_at: now,
      })),
    );

    // Learned abilities: levels 1..n of the first profession, and level 1 of up to two
    // others (level 1 of the first profession is always among them), within the XP.
    await insertAll(
      trx,
      'character_abilities',
      characters.flatMap((c) => {
        const characterId = get(characterIds, c.name);
        const first = c.professions[0] as string;
        const picks: { profession: string; level: number }[] = [];
        for (let level = 1; level <= c.firstLevels; level++)
          picks.push({ profession: first, level });
        for (const other of c.professions.slice(1, 1 + c.otherFirstLevel))
          picks.push({ profession: other, level: 1 });
        let spent = 0;
        return picks
          .filter(({ level }) => (spent + level <= startingXp ? ((spent += level), true) : false))
          .map(({ profession, level }) => {
            const p = professionNames.indexOf(profession);
            const name = abilityName(p, level);
            const linked = specialLinks.get(name);
            return {
              character_id: characterId,
              profession_id: get(professionIds, profession),
              ability_id: get(abilityIds, name),
              special_ability_id: linked ? (linked[0] as number) : null,
              is_unlocked: 1,
            };
          });
      }),
    );

    // The season's events, and sign-ups spread over them. A user's first character is the
    // one of the same number (characters go round the users in order).
    const firstCharacter = characters.slice(0, Math.min(userCount, characters.length));
    await seedEvents(trx, rand, size, {
      userIds: users.map((u) => get(userIds, u.email)),
      characterIds: firstCharacter.map((c) => get(characterIds, c.name)),
      organizerId: get(userIds, largeSeedEmail(1)),
    });
  });
  // Tables filled in one go have no statistics until PostgreSQL's autovacuum gets round to
  // them (a minute or more; on SQLite never): the planner would guess, and scan tables a
  // running club's database is read from by index. Both engines know the statement.
  await sql`analyze`.execute(db);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const EVENT_NAMES = [
  'Høstslaget',
  'Vintertinget',
  'Forårsmarkedet',
  'Midsommerblot',
  'Ravnefesten',
];

/**
 * `size.events` events one every few days from half a year back to half a year ahead (past
 * ones settled with attendance, coming ones published and open, every thirtieth
 * cancelled) and `size.signups` sign-ups spread over them, at most one per member and
 * event, confirmed up to the capacity and waitlisted past it.
 */
async function seedEvents(
  trx: Transaction<Database>,
  rand: ReturnType<typeof generator>,
  size: LargeSeedSize,
  people: { userIds: number[]; characterIds: number[]; organizerId: number },
): Promise<void> {
  if (size.events === 0) return;
  const now = Date.now();
  const at = new Date(now).toISOString();
  const spacing = Math.max(1, Math.floor(365 / size.events));
  const events = Array.from({ length: size.events }, (_, i) => {
    const start = now + (i - Math.floor(size.events / 2)) * spacing * DAY_MS + 10 * 60 * 60 * 1000;
    const past = start < now;
    const status = past ? 'settled' : i % 30 === 0 ? 'cancelled' : 'published';
    return {
      title: `${rand.pick(EVENT_NAMES)} ${i + 1}`,
      description: text(rand, 3),
      location: 'Ravnemark Skov',
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + 2 * DAY_MS).toISOString(),
      signup_opens_at: new Date(start - 90 * DAY_MS).toISOString(),
      signup_closes_at: new Date(start - DAY_MS).toISOString(),
      status,
      // Every tenth event is small, so the data has waitlists.
      capacity_player: i % 10 === 0 ? 12 : 40,
      capacity_crew: i % 10 === 0 ? 3 : 10,
      price_player: 250 + 50 * (i % 4),
      price_crew: 100,
      xp_player: 4,
      xp_crew: 2,
      settled_at: past ? at : null,
      settled_by: past ? people.organizerId : null,
      created_by: people.organizerId,
      created_at: at,
      updated_at: at,
    };
  });
  const eventIds: number[] = [];
  for (const batch of chunks(events)) {
    const inserted = await trx.insertInto('events').values(batch).returning('id').execute();
    eventIds.push(...inserted.map((row) => row.id));
  }

  const perEvent = Math.ceil(size.signups / size.events);
  if (perEvent > people.userIds.length) {
    throw new Error('Large seed: more sign-ups per event than there are members');
  }
  const signups: Insertable<Database['event_signups']>[] = [];
  /** Each paid sign-up's place in `signups` and its price: one payment entry each. */
  const paidFor: { index: number; amount: number }[] = [];
  const confirmedSoFar = new Map<string, number>();
  for (let n = 0; n < size.signups; n++) {
    const e = n % size.events;
    const j = Math.floor(n / size.events);
    const event = events[e]!;
    // A different member for each of the event's sign-ups.
    const member = (e * 37 + j) % people.userIds.length;
    const role = j % 5 === 4 ? 'crew' : 'player';
    const taken = confirmedSoFar.get(`${e} ${role}`) ?? 0;
    const capacity = role === 'player' ? event.capacity_player : event.capacity_crew;
    const status = taken < capacity ? 'confirmed' : 'waitlisted';
    if (status === 'confirmed') confirmedSoFar.set(`${e} ${role}`, taken + 1);
    const arrived = event.status === 'settled' && status === 'confirmed' && rand.int(10) > 0;
    const paid = event.status === 'settled' || rand.int(3) === 0;
    const price = role === 'player' ? event.price_player : event.price_crew;
    if (paid && price > 0) paidFor.push({ index: signups.length, amount: price });
    signups.push({
      event_id: eventIds[e]!,
      user_id: people.userIds[member]!,
      role,
      status,
      character_id: people.characterIds[member] ?? null,
      diet: rand.int(4) === 0 ? 'Vegetar' : '',
      allergies: rand.int(10) === 0 ? 'Nødder' : '',
      emergency_name: 'Pårørende',
      emergency_phone: String(20_000_000 + member),
      photo_consent: rand.int(2),
      note: '',
      amount_due: price,
      payment_note: null,
      ticket_code: newTicketCode((count) => crypto.randomBytes(count)),
      checked_in_at: arrived ? event.starts_at : null,
      checked_out_at: null,
      reminder_sent_at: event.status === 'settled' ? at : null,
      created_at: at,
      updated_at: at,
    });
  }
  const signupIds: number[] = [];
  for (const batch of chunks(signups)) {
    const inserted = await trx.insertInto('event_signups').values(batch).returning('id').execute();
    signupIds.push(...inserted.map((row) => row.id));
  }
  await insertAll(
    trx,
    'event_payments',
    paidFor.map(({ index, amount }) => ({
      signup_id: signupIds[index]!,
      amount,
      note: '',
      recorded_by: people.organizerId,
      created_at: at,
    })),
  );
}

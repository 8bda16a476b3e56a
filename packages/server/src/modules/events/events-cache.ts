import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CompressedPrefix } from '../../encoding/compressed-prefix';

/**
 * The part of the event list that is the same for everyone of one audience (the events,
 * their counts, staff's totals), serialized and compressed once per change; a read appends
 * the member's own sign-ups (decision 018, and 029 for the answer's shape).
 */
export interface EventListBase {
  /** The events the list holds: a member's own sign-ups are given for these alone. */
  eventIds: ReadonlySet<number>;
  /** The answer up to the member's own sign-ups: `{"events":[…],"my_signups":`. */
  answer: CompressedPrefix;
  /**
   * When the answer changes by the clock alone (sign-up opens or closes, an event ends and
   * moves to the past), in ms since the epoch; Infinity when nothing is ahead.
   */
  validUntil: number;
}

interface OwnEntry<T = object> {
  promise: Promise<T>;
  kept?: T;
}

/** Members' own parts kept at most: about a club's worth of members, a few KB each at most. */
const OWN_SIZE = 4096;

interface StaffEntry<T = object> extends OwnEntry<T> {
  rulesVersion: number;
}

/** An event's build of staff's list running now, and the one its newer reads wait for. */
interface SharedBuild {
  waiting: Promise<object> | null;
  running: Promise<object> | null;
}

interface Entry {
  promise: Promise<EventListBase>;
  kept?: EventListBase;
}

/**
 * Kept per audience in this process. Every committed write to events or sign-ups made
 * through the service calls `invalidate()`; on PostgreSQL, writes elsewhere (another
 * server, the command line, psql) reach it through the change feed, which also calls
 * `hold(false)` while it is down so nothing kept is served then (decision 012).
 */
export class EventsCache {
  #version = 0;
  #holding = true;
  readonly #entries = new Map<string, Entry>();
  readonly #own = new Map<string, OwnEntry>();
  readonly #staff = new Map<number, StaffEntry>();
  #staffVersion = 0;
  readonly #shared = new Map<number, SharedBuild>();

  get version(): number {
    return this.#version;
  }

  /** False while bases may not be kept (see `hold`). */
  get holding(): boolean {
    return this.#holding;
  }

  /**
   * The base under `key`, built by `build` on a miss or once its time has passed;
   * concurrent misses share one build. A kept base comes back as it is, not in a promise.
   */
  get(
    key: string,
    now: number,
    build: () => Promise<EventListBase>,
  ): EventListBase | Promise<EventListBase> {
    const hit = this.#entries.get(key);
    if (hit) {
      if (!hit.kept) return hit.promise;
      if (now < hit.kept.validUntil) return hit.kept;
    }
    if (!this.#holding) return build();
    const version = this.#version;
    const entry: Entry = { promise: build() };
    this.#entries.set(key, entry);
    entry.promise.then(
      (base) => {
        // A write that committed while this was built has already dropped the entry.
        if (this.#version === version && this.#entries.get(key) === entry) entry.kept = base;
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return entry.promise;
  }

  /**
   * A member's own part of the list (their sign-ups of the events their audience sees)
   * under `key`, built by `build` on a miss: kept like the bases, dropped with them on
   * every write, never kept while not holding. Bounded: emptied when full, so a season
   * read by every member once does not grow it past OWN_SIZE.
   */
  own<T extends object>(key: string, build: () => Promise<T>): T | Promise<T> {
    const hit = this.#own.get(key) as OwnEntry<T> | undefined;
    if (hit) return hit.kept ?? hit.promise;
    if (!this.#holding) return build();
    const version = this.#version;
    if (this.#own.size >= OWN_SIZE) this.#own.clear();
    const entry: OwnEntry<T> = { promise: build() };
    this.#own.set(key, entry);
    entry.promise.then(
      (own) => {
        if (this.#version === version && this.#own.get(key) === entry) entry.kept = own;
      },
      () => {
        if (this.#own.get(key) === entry) this.#own.delete(key);
      },
    );
    return entry.promise;
  }

  /**
   * Whether staff's sign-up lists may be kept at all: they also show members' and
   * characters' names and whether a character needs review, which change through writes
   * outside the events and no notice of another server reports. So they are kept only
   * where this process makes every write (SQLite, one server per file), and dropped on each
   * write to those tables (`dropStaffLists`).
   */
  keepStaffLists = false;

  /**
   * Staff's sign-up list of one event, built by `build` on a miss or when the rules changed
   * since (`rulesVersion`: whether a character needs review follows the rules); where
   * lists are not kept, built afresh for the reads of each turn (`#sharedBuild`).
   */
  staffList<T extends object>(
    eventId: number,
    rulesVersion: number,
    build: () => Promise<T>,
  ): T | Promise<T> {
    const hit = this.#staff.get(eventId) as StaffEntry<T> | undefined;
    if (hit && hit.rulesVersion === rulesVersion) return hit.kept ?? hit.promise;
    if (!this.#holding || !this.keepStaffLists) return this.#sharedBuild(eventId, build);
    const version = this.#version;
    const staffVersion = this.#staffVersion;
    const entry: StaffEntry<T> = { promise: build(), rulesVersion };
    this.#staff.set(eventId, entry);
    entry.promise.then(
      (list) => {
        const current =
          this.#version === version &&
          this.#staffVersion === staffVersion &&
          this.#staff.get(eventId) === entry;
        if (current) entry.kept = list;
      },
      () => {
        if (this.#staff.get(eventId) === entry) this.#staff.delete(eventId);
      },
    );
    return entry.promise;
  }

  /**
   * Where staff's lists are not kept: one build for all the reads of an event that asked
   * before it started. A build starts at the end of the turn of the event loop its first
   * read came in (setImmediate), and not before the event's build running then has ended;
   * reads that come while it runs wait for the next. So every answer is read from the
   * database after its request came, as fresh as a build of its own, while under load one
   * build (and one compression per coding) serves many reads.
   */
  #sharedBuild<T extends object>(eventId: number, build: () => Promise<T>): Promise<T> {
    let shared = this.#shared.get(eventId);
    if (!shared) {
      shared = { waiting: null, running: null };
      this.#shared.set(eventId, shared);
    }
    if (shared.waiting) return shared.waiting as Promise<T>;
    const slot = shared;
    const running = slot.running;
    const start = (): Promise<T> => {
      slot.waiting = null;
      const promise = build();
      slot.running = promise;
      const done = () => {
        if (slot.running !== promise) return;
        slot.running = null;
        if (!slot.waiting && this.#shared.get(eventId) === slot) this.#shared.delete(eventId);
      };
      promise.then(done, done);
      return promise;
    };
    const turnEnded = new Promise<void>((resolve) => setImmediate(resolve));
    const waiting = (
      running ? Promise.all([turnEnded, running.catch(() => undefined)]) : turnEnded
    ).then(start);
    slot.waiting = waiting;
    return waiting;
  }

  /** A write that may change a name or a character's review, here or announced: lists go. */
  dropStaffLists(): void {
    this.#staffVersion += 1;
    this.#staff.clear();
  }

  /** After every committed write to events or sign-ups: nothing built before is served again. */
  invalidate(): void {
    this.#version += 1;
    this.#entries.clear();
    this.#own.clear();
    this.#staff.clear();
  }

  /** Whether bases may be kept: false while changes made elsewhere could go unnoticed. */
  hold(holding: boolean): void {
    this.#holding = holding;
    this.invalidate();
  }
}

/**
 * What staff's sign-up list reads besides the rules (whose version it is kept with): a
 * write naming any of these drops the kept lists. Characters, their professions,
 * abilities, XP and accepted reviews decide whether one needs review; members' and
 * characters' names, payments and messages are shown, and a minor's guardians and
 * consents.
 */
export const STAFF_LIST_TABLES: ReadonlySet<string> = new Set([
  'users',
  'characters',
  'character_professions',
  'character_abilities',
  'character_reviews',
  'xp_awards',
  'events',
  'event_signups',
  'event_payments',
  'signup_messages',
  'guardianships',
  'consents',
]);

const caches = new WeakMap<Kysely<Database>, EventsCache>();

/** One cache per database handle, shared by the events service, the change feed and restores. */
export function eventsCacheFor(db: Kysely<Database>): EventsCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new EventsCache();
    caches.set(db, cache);
  }
  return cache;
}

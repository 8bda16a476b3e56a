import type { AttendanceUpdate, WalkInCreate } from '@club/shared/contract/events';

/**
 * Arrivals and departures recorded at the gate, kept in IndexedDB until the server has
 * them: the one kind of write the app keeps for later (decision 020). Every tap goes
 * through here, online or not, so the screen shows it at once and nothing is lost when
 * the signal drops between the tap and the answer. Entries belong to the staff member
 * who made them (their user id); the server keeps the earliest arrival, so the time of
 * the tap is what is sent, however late.
 */

const DB_NAME = 'club-check-in';
const STORE = 'queue';

export type CheckInKind = 'in' | 'out';

/** What every entry holds: whose it is, for which event, when, and a refusal if any. */
interface QueuedEntry {
  id: number;
  userId: number;
  eventId: number;
  /** The attendee's name as shown when the tap happened, for the "could not be sent" list. */
  name: string;
  /** When the tap happened (ISO 8601). */
  at: string;
  /** Set when the server refused it for good (cancelled meanwhile, not confirmed). */
  failed: { status: number; code: string | null; message: string } | null;
}

/** An arrival or departure of a sign-up the gate's list holds. */
export interface QueuedTap extends QueuedEntry {
  kind: CheckInKind;
  signupId: number;
  body: AttendanceUpdate;
}

/**
 * Someone signed up at the gate (decision 032): the whole request, with the key the phone
 * gave it (`client_id`), so sending it again after a lost answer makes no second sign-up,
 * and the tap's time as the arrival.
 */
export interface QueuedWalkIn extends QueuedEntry {
  kind: 'walk-in';
  body: WalkInCreate & { client_id: string; checked_in_at: string };
}

export type QueuedCheckIn = QueuedTap | QueuedWalkIn;

type New<T> = T extends QueuedCheckIn ? Omit<T, 'id' | 'failed'> : never;
export type NewCheckIn = New<QueuedCheckIn>;

/** What sending one entry answered: sent, refused for good, or not reached (try later). */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'refused'; status: number; code: string | null; message: string }
  | { kind: 'unreachable' };

let opening: Promise<IDBDatabase> | null = null;
const listeners = new Set<() => void>();

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
      store.createIndex('userId', 'userId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB could not be opened'));
    };
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

async function store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await open()).transaction(STORE, mode).objectStore(STORE);
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Called after every change to the queue (on this page). */
export function subscribeToQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every entry of this staff member, oldest first (the order they are sent in). */
export async function queuedCheckIns(userId: number): Promise<QueuedCheckIn[]> {
  // A browser without IndexedDB (private modes of old browsers) has nothing queued.
  if (typeof indexedDB === 'undefined') return [];
  const all = await done((await store('readonly')).index('userId').getAll(userId));
  return (all as QueuedCheckIn[]).sort((a, b) => a.id - b.id);
}

export async function pendingCount(userId: number): Promise<number> {
  return (await queuedCheckIns(userId)).filter((entry) => entry.failed === null).length;
}

export async function enqueueCheckIn(entry: NewCheckIn): Promise<QueuedCheckIn> {
  const value = { ...entry, failed: null };
  const id = await done((await store('readwrite')).add(value));
  changed();
  return { ...value, id: Number(id) } as QueuedCheckIn;
}

/**
 * Sends a refused walk-in again, changed as the staff member decided (over capacity
 * ticked): it goes back into the queue in its place, with its key and time unchanged.
 */
export async function retryWalkIn(
  entry: QueuedWalkIn,
  change: Partial<Pick<WalkInCreate, 'over_capacity'>>,
): Promise<void> {
  const next: QueuedWalkIn = { ...entry, body: { ...entry.body, ...change }, failed: null };
  await done((await store('readwrite')).put(next));
  changed();
}

/** Forgets one entry: sent, or a refused one the staff member has read. */
export async function removeCheckIn(id: number): Promise<void> {
  await done((await store('readwrite')).delete(id));
  changed();
}

/** Empties this staff member's queue (logging out: sent, or they were warned). */
export async function clearCheckIns(userId: number): Promise<void> {
  const entries = await queuedCheckIns(userId);
  const target = await store('readwrite');
  await Promise.all(entries.map((entry) => done(target.delete(entry.id))));
  changed();
}

const flushing = new Map<number, Promise<number>>();

/**
 * Sends this staff member's waiting entries in the order they were made, stopping at the
 * first one that does not reach the server. A refusal is kept with its reason, not
 * dropped. Resolves with how many are still waiting. Calls for the same user share one
 * run, so a tap and the `online` event never send an entry twice.
 */
export function flushCheckIns(
  userId: number,
  send: (entry: QueuedCheckIn) => Promise<SendOutcome>,
): Promise<number> {
  const running = flushing.get(userId);
  if (running) return running.then(() => flushCheckIns(userId, send));
  const run = (async () => {
    try {
      for (const entry of await queuedCheckIns(userId)) {
        if (entry.failed !== null) continue;
        const outcome = await send(entry);
        if (outcome.kind === 'unreachable') break;
        if (outcome.kind === 'sent') {
          await removeCheckIn(entry.id);
        } else {
          const { kind: _kind, ...failed } = outcome;
          await done((await store('readwrite')).put({ ...entry, failed }));
          changed();
        }
      }
      return await pendingCount(userId);
    } finally {
      flushing.delete(userId);
    }
  })();
  flushing.set(userId, run);
  return run;
}

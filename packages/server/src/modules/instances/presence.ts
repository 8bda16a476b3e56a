import crypto from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  deleteInstance,
  deleteInstancesSeenBefore,
  insertInstance,
  instancesSeenSince,
  readDataGeneration,
  touchInstance,
  type InstanceRow,
} from './instances.repository';

/** How often a running server writes its heartbeat. */
export const HEARTBEAT_MS = 5_000;
/**
 * How often it looks: at each look it reads the data generation where it watches it (a
 * restore is noticed within about a second), and writes the heartbeat when one is due.
 */
export const GENERATION_CHECK_MS = 1_000;
/** A heartbeat younger than this means a server is running (three beats may be late). */
export const INSTANCE_FRESH_MS = 3 * HEARTBEAT_MS;
/** Rows of servers silent this long (killed, not stopped) are removed at the next start. */
const STALE_INSTANCE_MS = 24 * 60 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

export interface PresenceOptions {
  /**
   * Whether to poll the data generation for a restore (default true). On PostgreSQL the
   * change feed announces a restore instead, so the poll is for SQLite only.
   */
  watchGeneration?: boolean;
  /** Called once per restore seen: drop every cache of rows and sessions. */
  onDataReplaced: () => void;
  onError: (error: unknown) => void;
  now?: () => number;
}

export interface Presence {
  readonly id: string;
  /** One beat: read the data generation (when watched), and write the heartbeat when due. */
  tick: () => Promise<void>;
  /** Stops the timer and removes the heartbeat row (a clean shutdown). */
  stop: () => Promise<void>;
}

/**
 * Announces a running server in `server_instances` and, where asked, watches the data
 * generation in `meta`. A restore refuses while a fresh heartbeat exists, and bumps the
 * generation when it runs anyway; the server then drops its caches.
 */
export async function startPresence(
  db: Kysely<Database>,
  { watchGeneration = true, onDataReplaced, onError, now = Date.now }: PresenceOptions,
): Promise<Presence> {
  const started = now();
  const row: InstanceRow = {
    id: crypto.randomUUID(),
    host: os.hostname(),
    pid: process.pid,
    started_at: iso(started),
    seen_at: iso(started),
  };
  // A database that cannot be read or written at start must not keep the server from
  // answering (its health check says 503): the beats retry and the heartbeat row follows.
  let generation: string | null = null;
  try {
    if (watchGeneration) generation = await readDataGeneration(db);
    await deleteInstancesSeenBefore(db, iso(started - STALE_INSTANCE_MS));
    await insertInstance(db, row);
  } catch (error) {
    onError(error);
  }
  let lastBeat = started;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function beat(): Promise<void> {
    if (watchGeneration) {
      const current = await readDataGeneration(db);
      if (current !== generation) {
        // Unknown until the database first answered: nothing was cached from older data.
        const replaced = generation !== null;
        generation = current;
        if (replaced) onDataReplaced();
      }
    }
    const at = now();
    if (at - lastBeat >= HEARTBEAT_MS) {
      lastBeat = at;
      if (!(await touchInstance(db, row.id, iso(at)))) {
        await insertInstance(db, { ...row, seen_at: iso(at) });
      }
    }
  }

  function tick(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= beat()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void tick(), GENERATION_CHECK_MS);
  timer.unref();

  return {
    id: row.id,
    tick,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await running;
      await deleteInstance(db, row.id);
    },
  };
}

/** Servers whose heartbeat is fresh: a restore must not pull the data from under them. */
export function runningInstances(
  db: Kysely<Database>,
  now: number = Date.now(),
): Promise<InstanceRow[]> {
  return instancesSeenSince(db, iso(now - INSTANCE_FRESH_MS));
}

import type { Kysely } from 'kysely';
import { systemClock, type Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit/audit.repository';
import * as signups from './signups.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionSweep {
  /** The events whose sign-ups' personal data this sweep erased. */
  eventIds: number[];
  /** Sign-ups blanked across them. */
  signups: number;
}

/**
 * Diets, allergies and emergency contacts are for the kitchen and first aid at the event,
 * not to keep: `retentionDays` after an event ends they are erased. Each event is claimed
 * with a conditional update in the same transaction as the erasure and its audit row, so
 * several servers (and the CLI) sweeping at once erase and audit each event exactly once,
 * and a second sweep finds nothing left to do. The audit row names the event and how many
 * sign-ups were blanked, never what was erased.
 */
export interface EventRetentionDeps {
  db: Kysely<Database>;
  /** EVENT_DATA_RETENTION_DAYS. */
  retentionDays: number;
  clock?: Clock;
}

export function createEventRetentionService(deps: EventRetentionDeps) {
  const { db, clock = systemClock } = deps;
  async function sweep(): Promise<RetentionSweep> {
    const now = clock();
    const at = new Date(now).toISOString();
    const cutoff = new Date(now - deps.retentionDays * DAY_MS).toISOString();
    const due = await signups.listEventsToErase(db, cutoff);
    const outcome: RetentionSweep = { eventIds: [], signups: 0 };
    for (const eventId of due) {
      const erased = await db.transaction().execute(async (trx) => {
        if (!(await signups.claimErasure(trx, eventId, at))) return null;
        const count = await signups.erasePersonalData(trx, eventId, at);
        await recordAudit(trx, {
          actorId: null,
          action: 'erase-personal-data',
          entity: 'event',
          entityId: eventId,
          after: { signups: count, retention_days: deps.retentionDays },
        });
        return count;
      });
      if (erased === null) continue;
      outcome.eventIds.push(eventId);
      outcome.signups += erased;
    }
    return outcome;
  }

  return { sweep };
}

export type EventRetentionService = ReturnType<typeof createEventRetentionService>;

import {
  XP_REASON_KEYS,
  xpReasonFor,
  type XpReason,
} from '@club/shared/contract/characters-constants';
import { EVENT_ERROR_CODES, type SettleResponse } from '@club/shared/contract/events';
import { canManageSignups } from '@club/shared/rules/permissions';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import * as events from './events.repository';
import * as signups from './signups.repository';
import { alreadySettled, type EventViewer, type EventsContext } from './events-context';

/** After the event: the arrived are awarded their XP, and the event is settled. */
export function createEventSettling({ db, deps, write, present }: EventsContext) {
  /**
   * One XP row per arrived player's character and per arrived crew member's named
   * character, and the event settled, in one transaction. Only the request whose status
   * update took awards anything: settling twice, even at the same moment, awards once.
   */
  async function settle(viewer: EventViewer, eventId: number): Promise<SettleResponse> {
    if (!canManageSignups(viewer.role)) throw forbidden();
    const awarded = await write(async (trx) => {
      const event = await events.lockEvent(trx, eventId);
      if (!event) throw notFound('event');
      if (event.status === 'settled') throw alreadySettled();
      if (event.status !== 'published') {
        throw conflict(EVENT_ERROR_CODES.notSettleable, `A ${event.status} event is not settled`);
      }
      const at = new Date().toISOString();
      // XP is for having been there: not before the event has begun.
      if (at < event.starts_at) {
        throw conflict(EVENT_ERROR_CODES.notStarted, 'The event has not started yet');
      }
      if (!(await events.markSettled(trx, eventId, { actorId: viewer.id, at }))) {
        throw alreadySettled();
      }
      const arrived = await signups.listArrivedWithCharacter(trx, eventId);
      const awards: { character_id: number; amount: number }[] = [];
      const rows: {
        characterId: number;
        amount: number;
        reason: XpReason;
        awardedBy: number;
      }[] = [];
      for (const signup of arrived) {
        const amount = signup.role === 'crew' ? event.xp_crew : event.xp_player;
        if (signup.character_id === null || amount <= 0) continue;
        rows.push({
          characterId: signup.character_id,
          amount,
          reason: xpReason(event.title, signup.role),
          awardedBy: viewer.id,
        });
        awards.push({ character_id: signup.character_id, amount });
      }
      await deps.awardXp(trx, rows);
      await recordAudit(trx, {
        actorId: viewer.id,
        action: 'settle',
        entity: 'event',
        entityId: eventId,
        before: { status: event.status },
        after: { status: 'settled', awards },
      });
      return awards.length;
    });
    const row = await events.findEvent(db, eventId);
    if (!row) throw notFound('event');
    return { event: await present(viewer, row), awarded };
  }

  return { settle };
}

/** The ledger names the event the XP came from (and crew XP as such), as a message key. */
export function xpReason(title: string, role: string): XpReason {
  return xpReasonFor(role === 'crew' ? XP_REASON_KEYS.eventCrew : XP_REASON_KEYS.event, {
    event: title,
  });
}

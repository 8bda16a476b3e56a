import type { Transaction } from 'kysely';
import { EVENT_ERROR_CODES, type Event } from '@club/shared/contract/events';
import { NOTIFICATION_LINKS, NOTIFICATION_TITLE_KEYS } from '@club/shared/contract/notifications';
import { canPlanEvents } from '@club/shared/rules/permissions';
import type { Database, EventRow, EventUpdateRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { changeNotices } from './event-changes';
import * as events from './events.repository';
import * as signups from './signups.repository';
import {
  timeProblems,
  utc,
  utcOrNull,
  type EventCreateInput,
  type EventUpdateInput,
  type EventViewer,
  type EventsContext,
} from './events-context';

/** The board plans the season: an event is created, changed, cancelled. */
export function createEventPlanning({ deps, write, waitlist, present, readable }: EventsContext) {
  const { promote, mailPromotions } = waitlist;

  /**
   * No price without a payee: a published event with a price needs the payment
   * instructions members are told to pay by. The details name where to set them. The
   * instructions are read before the write's transaction (SQLite has one connection).
   */
  function payeeKnown(
    event: { status: string; price_player: number; price_crew: number },
    instructions: string | null,
  ): void {
    if (event.status !== 'published') return;
    if (event.price_player <= 0 && event.price_crew <= 0) return;
    if (instructions) return;
    throw conflict(
      EVENT_ERROR_CODES.noPaymentInstructions,
      'Set the payment instructions (Manage → Club settings, or in the event form) before publishing an event with a price',
      [{ field: 'payment_instructions', message: 'Set under Manage → Club settings' }],
    );
  }

  async function get(viewer: EventViewer, id: number): Promise<Event> {
    return present(viewer, await readable(viewer, id));
  }

  async function create(viewer: EventViewer, input: EventCreateInput): Promise<Event> {
    if (!canPlanEvents(viewer.role)) throw forbidden();
    timeProblems(input);
    payeeKnown(
      { status: input.status, price_player: input.price.player, price_crew: input.price.crew },
      await deps.paymentInstructions(),
    );
    const at = new Date().toISOString();
    const id = await write(async (trx) => {
      const created = await events.insertEvent(trx, {
        title: input.title,
        description: input.description,
        location: input.location,
        starts_at: utc(input.starts_at),
        ends_at: utc(input.ends_at),
        signup_opens_at: utcOrNull(input.signup_opens_at),
        signup_closes_at: utcOrNull(input.signup_closes_at),
        status: input.status,
        capacity_player: input.capacity.player,
        capacity_crew: input.capacity.crew,
        price_player: input.price.player,
        price_crew: input.price.crew,
        xp_player: input.xp.player,
        xp_crew: input.xp.crew,
        xp_report: input.xp.report ?? 0,
        min_age: input.min_age ?? null,
        guardian_required: input.guardian_required ? 1 : 0,
        settled_at: null,
        settled_by: null,
        personal_data_erased_at: null,
        created_by: viewer.id,
        created_at: at,
        updated_at: at,
      });
      await recordAudit(trx, {
        actorId: viewer.id,
        action: 'create',
        entity: 'event',
        entityId: created,
        after: input,
      });
      return created;
    });
    return get(viewer, id);
  }

  async function update(viewer: EventViewer, id: number, input: EventUpdateInput): Promise<Event> {
    if (!canPlanEvents(viewer.role)) throw forbidden();
    const instructions = await deps.paymentInstructions();
    const outcome = await write(async (trx) => {
      const before = await events.lockEvent(trx, id);
      if (!before) throw notFound('event');
      const statusChanges = input.status !== undefined && input.status !== before.status;
      if (statusChanges && (before.status === 'cancelled' || before.status === 'settled')) {
        throw conflict(
          EVENT_ERROR_CODES.statusChange,
          `A ${before.status} event keeps its status`,
          [{ field: 'status', message: `The event is ${before.status}` }],
        );
      }
      timeProblems({
        starts_at: input.starts_at ?? before.starts_at,
        ends_at: input.ends_at ?? before.ends_at,
        signup_opens_at:
          input.signup_opens_at === undefined ? before.signup_opens_at : input.signup_opens_at,
        signup_closes_at:
          input.signup_closes_at === undefined ? before.signup_closes_at : input.signup_closes_at,
      });
      const change: EventUpdateRow = { updated_at: new Date().toISOString() };
      if (input.title !== undefined) change.title = input.title;
      if (input.description !== undefined) change.description = input.description;
      if (input.location !== undefined) change.location = input.location;
      if (input.starts_at !== undefined) change.starts_at = utc(input.starts_at);
      if (input.ends_at !== undefined) change.ends_at = utc(input.ends_at);
      if (input.signup_opens_at !== undefined)
        change.signup_opens_at = utcOrNull(input.signup_opens_at);
      if (input.signup_closes_at !== undefined)
        change.signup_closes_at = utcOrNull(input.signup_closes_at);
      if (input.status !== undefined) change.status = input.status;
      if (input.capacity) {
        change.capacity_player = input.capacity.player;
        change.capacity_crew = input.capacity.crew;
      }
      if (input.price) {
        change.price_player = input.price.player;
        change.price_crew = input.price.crew;
      }
      if (input.xp) {
        change.xp_player = input.xp.player;
        change.xp_crew = input.xp.crew;
        // Left out, the report XP keeps its value.
        if (input.xp.report !== undefined) change.xp_report = input.xp.report;
      }
      if (input.min_age !== undefined) change.min_age = input.min_age;
      if (input.guardian_required !== undefined) {
        change.guardian_required = input.guardian_required ? 1 : 0;
      }
      await events.updateEvent(trx, id, change);
      const after = await events.lockEvent(trx, id);
      if (!after) throw notFound('event');
      const priced =
        after.price_player !== before.price_player || after.price_crew !== before.price_crew;
      if (after.status === 'published' && (before.status !== 'published' || priced)) {
        payeeKnown(after, instructions);
      }
      // The price is what those signed up pay: a changed price changes what they owe
      // (a lowered one leaves a refund to make for those who paid the old one).
      if (priced) await signups.repriceSignups(trx, after);
      // A raised capacity confirms the waitlist at once.
      const promoted = [
        ...(await promote(trx, after, 'player')),
        ...(await promote(trx, after, 'crew')),
      ];
      const cancelled = statusChanges && input.status === 'cancelled';
      await recordAudit(trx, {
        actorId: viewer.id,
        action: cancelled ? 'cancel' : 'update',
        entity: 'event',
        entityId: id,
        before: Object.fromEntries(Object.keys(input).map((key) => [key, eventField(before, key)])),
        after: input,
      });
      await tellParticipants(trx, before, after);
      return { after, promoted };
    });
    await mailPromotions(outcome.after, outcome.promoted);
    return present(viewer, outcome.after);
  }

  /**
   * Everyone confirmed or waitlisted for a published event hears of its cancellation, or
   * of a change to its start, end, place or price, from what to what (inbox, and mail by
   * their preferences, through the mail sweep). Nobody else does; a draft tells no one.
   */
  async function tellParticipants(
    trx: Transaction<Database>,
    before: EventRow,
    after: EventRow,
  ): Promise<void> {
    if (before.status !== 'published') return;
    const recipients = await signups.listRecipients(trx, { eventId: after.id });
    if (after.status === 'cancelled') {
      await deps.notify(
        trx,
        recipients.map((recipient) => ({
          userId: recipient.user_id,
          kind: 'event_changed' as const,
          title: {
            key: NOTIFICATION_TITLE_KEYS.eventCancelled,
            params: { event: after.title, starts_at: before.starts_at },
          },
          link: NOTIFICATION_LINKS.event(after.id),
        })),
      );
      return;
    }
    if (after.status !== 'published') return;
    await deps.notify(trx, changeNotices(before, after, recipients));
  }

  return { get, create, update };
}

/** The event's current value of an update field, as the audit log's "before". */
function eventField(row: EventRow, key: string): unknown {
  switch (key) {
    case 'capacity':
      return { player: row.capacity_player, crew: row.capacity_crew };
    case 'price':
      return { player: row.price_player, crew: row.price_crew };
    case 'xp':
      return { player: row.xp_player, crew: row.xp_crew, report: row.xp_report };
    default:
      return (row as unknown as Record<string, unknown>)[key];
  }
}

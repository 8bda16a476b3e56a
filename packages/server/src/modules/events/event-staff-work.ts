import { z } from 'zod';
import {
  EVENT_ERROR_CODES,
  StaffSignupsResponseSchema,
  type Signup,
  type StaffSignupsResponse,
  type TicketResponse,
  type EventLists,
  type EventListKind,
  type GuardianContact,
} from '@club/shared/contract/events';
import { mayRecordAttendance } from '@club/shared/rules/events';
import { canManageSignups } from '@club/shared/rules/permissions';
import type { EventSignupUpdate } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { JsonAnswer } from '../../encoding/json-answer';
import { isMinorAt } from '@club/shared/rules/household';
import { listGuardians } from '../household/household.repository';
import { csvDisposition, listCsv } from './event-lists-csv';
import { guardiansOf, toEventLists, type GuardiansByMember } from './event-lists.mapper';
import { toSignup, toStaffSignup } from './events.mapper';
import * as events from './events.repository';
import * as signups from './signups.repository';
import {
  alreadySettled,
  checkInClosed,
  utcOrNull,
  type AttendanceInput,
  type EventViewer,
  type EventsContext,
  type GateStep,
} from './events-context';

/** Staff's work around an event: the sign-ups and lists, the door (tickets, arrivals). */
export function createEventStaffWork({
  db,
  deps,
  write,
  loadSignup,
  touchable,
  listCache,
}: EventsContext) {
  /** The guardians (name, phone) of the minors among these sign-ups, by member. */
  async function guardiansOfMinors(
    rows: readonly signups.StaffSignupRecord[],
  ): Promise<GuardiansByMember> {
    // A guest has no account, so no birth date and no household: never a minor here.
    const minors = rows
      .filter((row) => isMinorAt(row.birth_date, row.event_starts_at))
      .flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
    const found = await listGuardians(db, [...new Set(minors)]);
    const map = new Map<number, GuardianContact[]>();
    for (const row of found) {
      const list = map.get(row.person_id) ?? [];
      list.push({ name: row.name, phone: row.phone });
      map.set(row.person_id, list);
    }
    return map;
  }

  async function buildStaffList(eventId: number): Promise<JsonAnswer> {
    const event = await events.findEvent(db, eventId);
    if (!event) throw notFound('event');
    const rows = await signups.listEventSignups(db, eventId);
    const characterIds = [
      ...new Set(rows.flatMap((row) => (row.character_id === null ? [] : [row.character_id]))),
    ];
    const [reasons, guardians] = await Promise.all([
      characterIds.length > 0 ? deps.reviewReasons(characterIds) : new Map(),
      guardiansOfMinors(rows),
    ]);
    const list: StaffSignupsResponse = {
      signups: rows.map((row) =>
        toStaffSignup(
          row,
          row.character_id !== null && (reasons.get(row.character_id)?.length ?? 0) > 0,
          guardiansOf(guardians, row.user_id),
        ),
      ),
    };
    // Checked against the response schema once, here: the same bytes its serializer gives.
    const json = JSON.stringify(z.encode(StaffSignupsResponseSchema, list));
    return new JsonAnswer(Buffer.from(json, 'utf8'));
  }

  /**
   * GET /events/{id}/signups (staff): checked for the viewer's role on every read; the
   * list itself kept per event until a write may change it (events-cache.ts), where it may
   * be kept at all.
   */
  function listSignups(viewer: EventViewer, eventId: number): JsonAnswer | Promise<JsonAnswer> {
    if (!canManageSignups(viewer.role)) return Promise.reject(forbidden());
    return listCache.staffList(eventId, deps.rulesVersion(), () => buildStaffList(eventId));
  }

  /** Whether the named character has open review reasons (after a rules change). */
  async function needsReview(characterId: number | null): Promise<boolean> {
    if (characterId === null) return false;
    const reasons = await deps.reviewReasons([characterId]);
    return (reasons.get(characterId)?.length ?? 0) > 0;
  }

  /**
   * The sign-up a ticket's QR code names, for staff at the door. A code of another event
   * is as unknown as one never issued: the address names both.
   */
  async function ticket(
    viewer: EventViewer,
    eventId: number,
    code: string,
  ): Promise<TicketResponse> {
    if (!canManageSignups(viewer.role)) throw forbidden();
    const row = await signups.findSignupByTicket(db, eventId, code);
    if (!row) throw notFound('ticket');
    const [review, guardians] = await Promise.all([
      needsReview(row.character_id),
      guardiansOfMinors([row]),
    ]);
    return { signup: toStaffSignup(row, review, guardiansOf(guardians, row.user_id)) };
  }

  /** The organizers' lists of the confirmed sign-ups (kitchen, first aid, roster). */
  async function lists(viewer: EventViewer, eventId: number): Promise<EventLists> {
    if (!canManageSignups(viewer.role)) throw forbidden();
    const event = await events.findEvent(db, eventId);
    if (!event) throw notFound('event');
    const rows = await signups.listEventSignups(db, eventId);
    return toEventLists(event, rows, await guardiansOfMinors(rows));
  }

  /** One list as a CSV file: its body and the Content-Disposition that names it. */
  async function listFile(
    viewer: EventViewer,
    eventId: number,
    kind: EventListKind,
  ): Promise<{ body: string; disposition: string }> {
    if (!canManageSignups(viewer.role)) throw forbidden();
    const event = await events.findEvent(db, eventId);
    if (!event) throw notFound('event');
    const rows = await signups.listEventSignups(db, eventId);
    const all = toEventLists(event, rows, await guardiansOfMinors(rows));
    return { body: listCsv(kind, all), disposition: csvDisposition(kind, event.title) };
  }

  async function recordAttendance(
    viewer: EventViewer,
    eventId: number,
    signupId: number,
    input: AttendanceInput,
  ): Promise<Signup> {
    if (!canManageSignups(viewer.role)) throw forbidden();
    await write(async (trx) => {
      const { event, signup } = await touchable(trx, viewer, eventId, signupId);
      if (event.status === 'settled') throw alreadySettled();
      const at = new Date().toISOString();
      // The tap's own time is judged, so one kept offline during the event still counts.
      const tapped = input.checked_in_at ?? input.checked_out_at ?? at;
      if (!mayRecordAttendance(event, new Date(tapped))) throw checkInClosed(event);
      const change: EventSignupUpdate = { updated_at: at };
      if (input.checked_in_at !== undefined) {
        if (input.checked_in_at !== null && signup.status !== 'confirmed') {
          throw conflict(EVENT_ERROR_CODES.notConfirmed, 'Only a confirmed sign-up checks in');
        }
        if (input.checked_in_at !== null && toSignup(signup).awaiting_consent) {
          throw conflict(
            EVENT_ERROR_CODES.awaitingConsent,
            'A guardian gives participation consent before a minor checks in',
          );
        }
        const arrival = utcOrNull(input.checked_in_at);
        // A repeated arrival (a second scan at the door) keeps the first.
        change.checked_in_at =
          arrival !== null && signup.checked_in_at !== null && signup.checked_in_at < arrival
            ? signup.checked_in_at
            : arrival;
      }
      if (input.checked_out_at !== undefined) {
        change.checked_out_at = utcOrNull(input.checked_out_at);
      }
      await signups.updateSignup(trx, signupId, change);
      // The player's character gets its envelope on arrival and hands back on leaving.
      if (signup.role !== 'player' || signup.character_id === null) return;
      const step: GateStep = {
        eventId,
        eventTitle: event.title,
        signupId,
        characterId: signup.character_id,
        actorId: viewer.id,
        at,
      };
      if (change.checked_in_at) await deps.gate.arrived(trx, step);
      if (change.checked_out_at) await deps.gate.departed(trx, step);
    });
    return loadSignup(eventId, signupId);
  }

  return { listSignups, ticket, lists, listFile, recordAttendance };
}

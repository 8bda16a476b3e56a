import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK, type Envelope } from '@club/shared/contract/inventory';
import {
  applyTransfer,
  balanceOf,
  envelopeFor,
  handBackFor,
  type LedgerRowLike,
} from '@club/shared/rules/inventory';
import { createUser, type CreatedUser } from '../../test/factories';
import {
  createEventViaApi,
  createEventWorld,
  createMember,
  daysFromNow,
  signUpViaApi,
  type EventWorld,
  type Member,
} from '../../test/event-factories';
import { createItemTypeViaApi } from '../../test/inventory-factories';
import { createClass } from '../../test/rules-factories';
import { buildTestApp, writeAs, type TestApp } from '../../test/test-app';
import { expectBalancesAgree } from './ledger-balance.test-support';

/**
 * Random sequences of grants, takes, gifts and envelopes handed out and back at the gate,
 * through the API, beside a model that applies the shared balance rule (applyTransfer).
 * After every step: each character's inventory equals the model, equals the sum of its
 * ledger rows (ledgerBalances over the rows in the database), and is never below zero.
 */

// The work is bounded by runs, never by time, so a busy machine only makes it slower.
const RUNS = 10;
const CHARACTERS = 3;
const EVENTS = 2;

let t: TestApp;
let admin: CreatedUser;
let board: CreatedUser;
let world: EventWorld;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  board = await createUser(t.app, { role: 'bestyrelse' });
  world = await createEventWorld(t.db);
});
afterAll(async () => {
  await t?.close();
});

type Op =
  | { kind: 'grant'; to: number; type: number; quantity: number }
  | { kind: 'take'; from: number; type: number; quantity: number }
  | { kind: 'gift'; from: number; to: number; type: number; quantity: number }
  | { kind: 'arrive'; who: number; event: number; twice: boolean }
  | { kind: 'leave'; who: number; event: number };

const who = fc.nat(CHARACTERS - 1);
const type = fc.nat(1);
const quantity = fc.integer({ min: 1, max: 6 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('grant' as const), to: who, type, quantity }),
  fc.record({ kind: fc.constant('take' as const), from: who, type, quantity }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('gift' as const),
      from: who,
      to: who,
      type,
      quantity,
    }),
  },
  fc.record({
    kind: fc.constant('arrive' as const),
    who,
    event: fc.nat(EVENTS - 1),
    twice: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('leave' as const), who, event: fc.nat(EVENTS - 1) }),
);

interface Scene {
  members: Member[];
  typeIds: number[];
  classId: number;
  events: { id: number; signups: number[]; envelope: Envelope }[];
}

async function scene(): Promise<Scene> {
  const special = await createClass(t.db);
  const members = await Promise.all(
    Array.from({ length: CHARACTERS }, () => createMember(t.app, world)),
  );
  // The first character is of a class an envelope rule names.
  await t.db
    .updateTable('characters')
    .set({ class_id: special.id })
    .where('id', '=', members[0]!.characterId)
    .execute();
  const coin = await createItemTypeViaApi(t.app, board, { kind: 'currency' });
  const herb = await createItemTypeViaApi(t.app, board);
  const events = [];
  for (let i = 0; i < EVENTS; i++) {
    const event = await createEventViaApi(t.app, board, {
      // The gate is open: the event starts within the hour.
      starts_at: daysFromNow(1 / 24),
      ends_at: daysFromNow(2),
      signup_closes_at: daysFromNow(1 / 24),
    });
    const envelope: Envelope = {
      rules: [
        { to: { all: true }, items: [{ item_type_id: coin.id, quantity: 3 + i }] },
        { to: { class_id: special.id }, items: [{ item_type_id: herb.id, quantity: 2 }] },
      ],
      hand_back: [{ item_type_id: coin.id, keep: 4 }],
    };
    const put = await writeAs(t.app, 'PUT', `/api/events/${event.id}/envelope`, admin, envelope);
    expect(put.statusCode).toBe(200);
    const signups = [];
    for (const member of members) signups.push((await signUpViaApi(t.app, event.id, member)).id);
    events.push({ id: event.id, signups, envelope });
  }
  return { members, typeIds: [coin.id, herb.id], classId: special.id, events };
}

describe('the ledger under any sequence of grants, takes, gifts and envelopes', () => {
  it('keeps every balance the sum of its rows, equal to the model, never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        const s = await scene();
        const character = (i: number) => ({ character_id: s.members[i]!.characterId });
        let model = new Map<string, Map<number, number>>();
        const arrived = new Set<string>();
        const left = new Set<string>();

        /** Applies a transfer to the model: whether the rules allow it. */
        const step = (row: LedgerRowLike): boolean => {
          const next = applyTransfer(model, row);
          if (next.ok) model = next.balances;
          return next.ok;
        };

        for (const op of ops) {
          if (op.kind === 'grant' || op.kind === 'take' || op.kind === 'gift') {
            const typeId = s.typeIds[op.type]!;
            const from = op.kind === 'grant' ? BANK : character(op.from);
            const to = op.kind === 'take' ? BANK : character(op.to);
            if (op.kind === 'gift' && op.from === op.to) continue;
            const allowed = step({ from, to, item_type_id: typeId, quantity: op.quantity });
            const response = await writeAs(
              t.app,
              'POST',
              '/api/item-transfers',
              op.kind === 'gift' ? s.members[op.from]! : admin,
              {
                from,
                to,
                item_type_id: typeId,
                quantity: op.quantity,
                reason: op.kind === 'gift' ? '' : 'Prøve',
              },
            );
            expect(response.statusCode).toBe(allowed ? 201 : 409);
          } else {
            const event = s.events[op.event]!;
            const key = `${op.event}:${op.who}`;
            const member = s.members[op.who]!;
            const url = `/api/events/${event.id}/signups/${event.signups[op.who]}/attendance`;
            if (op.kind === 'arrive') {
              if (!arrived.has(key)) {
                arrived.add(key);
                const sheet = {
                  id: member.characterId,
                  class_id: op.who === 0 ? s.classId : world.classId,
                  profession_ids: [],
                  ability_ids: [],
                  special_ability_ids: [],
                };
                for (const line of envelopeFor(sheet, event.envelope.rules)) {
                  expect(step({ from: BANK, to: character(op.who), ...line })).toBe(true);
                }
              }
              const tap = { checked_in_at: daysFromNow(0) };
              for (let i = 0; i < (op.twice ? 2 : 1); i++) {
                expect((await writeAs(t.app, 'PUT', url, admin, tap)).statusCode).toBe(200);
              }
            } else {
              if (!left.has(key)) {
                left.add(key);
                const held = new Map(
                  s.typeIds.map((id) => [id, balanceOf(model, character(op.who), id)]),
                );
                for (const line of handBackFor(held, event.envelope.hand_back)) {
                  expect(step({ from: character(op.who), to: BANK, ...line })).toBe(true);
                }
              }
              const out = { checked_out_at: daysFromNow(1) };
              expect((await writeAs(t.app, 'PUT', url, admin, out)).statusCode).toBe(200);
            }
          }

          await expectBalancesAgree(t.app, t.db, s.members, s.typeIds, model);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

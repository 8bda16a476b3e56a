import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CraftResult } from '@club/shared/contract/crafting';
import { BANK, USED } from '@club/shared/contract/inventory';
import { shortfalls } from '@club/shared/rules/crafting';
import { applyTransfer, balanceOf, type LedgerRowLike } from '@club/shared/rules/inventory';
import {
  checkedInAtRunningEvent,
  craftAs,
  createAlchemist,
  createWorkshop,
  type Workshop,
} from '../../test/crafting-factories';
import type { Member } from '../../test/event-factories';
import { createUser, type CreatedUser } from '../../test/factories';
import { buildTestApp, writeAs, type TestApp } from '../../test/test-app';
import { expectBalancesAgree } from '../inventory/ledger-balance.test-support';

/**
 * Random sequences of grants, crafts, gifts (of ingredients and of brewed pieces) and uses,
 * through the API, beside a model that applies the shared rules (applyTransfer for counted
 * types, shortfalls for a craft). After every step each character's ingredients equal the
 * model and the sum of its ledger rows, never below zero, and its pieces are the model's.
 */

// Bounded by runs, never by time: a busy machine only makes it slower.
const RUNS = 8;
const CHARACTERS = 3;

let t: TestApp;
let admin: CreatedUser;
let board: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  board = await createUser(t.app, { role: 'bestyrelse' });
});
afterAll(async () => {
  await t?.close();
});

type Op =
  | { kind: 'grant'; to: number; type: number; quantity: number }
  | { kind: 'craft'; who: number; times: number }
  | { kind: 'gift'; from: number; to: number; type: number; quantity: number }
  | { kind: 'givePiece'; from: number; to: number; pick: number }
  | { kind: 'use'; who: number; pick: number };

const who = fc.nat(CHARACTERS - 1);
const type = fc.nat(1);
const quantity = fc.integer({ min: 1, max: 4 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('grant' as const), to: who, type, quantity }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('craft' as const),
      who,
      times: fc.integer({ min: 1, max: 2 }),
    }),
  },
  fc.record({ kind: fc.constant('gift' as const), from: who, to: who, type, quantity }),
  fc.record({ kind: fc.constant('givePiece' as const), from: who, to: who, pick: fc.nat(5) }),
  fc.record({ kind: fc.constant('use' as const), who, pick: fc.nat(5) }),
);

describe('the ledger under any sequence of grants, crafts, gifts and uses', () => {
  it('keeps every balance the sum of its rows, equal to the model, never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const w: Workshop = await createWorkshop(t.app, board, { keepsEvents: null });
        const members: Member[] = [];
        for (let i = 0; i < CHARACTERS; i++) {
          const member = await createAlchemist(t.app, w);
          await checkedInAtRunningEvent(t.app, admin, board, member);
          members.push(member);
        }
        const character = (i: number) => ({ character_id: members[i]!.characterId });
        const typeIds = [w.herb.id, w.mineral.id];
        const recipe = [
          { item_type_id: w.herb.id, quantity: 2 },
          { item_type_id: w.mineral.id, quantity: 1 },
        ];
        let model = new Map<string, Map<number, number>>();
        const pieces: number[][] = members.map(() => []);

        const step = (row: LedgerRowLike): boolean => {
          const next = applyTransfer(model, row);
          if (next.ok) model = next.balances;
          return next.ok;
        };

        for (const op of ops) {
          if (op.kind === 'grant') {
            expect(
              step({
                from: BANK,
                to: character(op.to),
                item_type_id: typeIds[op.type]!,
                quantity: op.quantity,
              }),
            ).toBe(true);
            const response = await writeAs(t.app, 'POST', '/api/item-transfers', admin, {
              from: BANK,
              to: character(op.to),
              item_type_id: typeIds[op.type]!,
              quantity: op.quantity,
              reason: 'Prøve',
            });
            expect(response.statusCode).toBe(201);
          } else if (op.kind === 'gift') {
            if (op.from === op.to) continue;
            const row = {
              from: character(op.from),
              to: character(op.to),
              item_type_id: typeIds[op.type]!,
              quantity: op.quantity,
            };
            const allowed = step(row);
            const response = await writeAs(
              t.app,
              'POST',
              '/api/item-transfers',
              members[op.from]!,
              row,
            );
            expect(response.statusCode).toBe(allowed ? 201 : 409);
          } else if (op.kind === 'craft') {
            const held = new Map(
              typeIds.map((id) => [id, balanceOf(model, character(op.who), id)]),
            );
            const allowed = shortfalls(recipe, held, op.times).length === 0;
            const response = await craftAs(t.app, members[op.who]!, members[op.who]!.characterId, {
              special_ability_id: w.specialAbilityId,
              times: op.times,
            });
            expect(response.statusCode).toBe(allowed ? 201 : 409);
            if (allowed) {
              for (const line of recipe) {
                expect(
                  step({
                    from: character(op.who),
                    to: USED,
                    item_type_id: line.item_type_id,
                    quantity: line.quantity * op.times,
                  }),
                ).toBe(true);
              }
              pieces[op.who]!.push(...response.json<CraftResult>().items.map((item) => item.id));
            }
          } else if (op.kind === 'givePiece') {
            const own = pieces[op.from]!;
            if (op.from === op.to || own.length === 0) continue;
            const id = own[op.pick % own.length]!;
            const response = await writeAs(
              t.app,
              'POST',
              '/api/item-transfers',
              members[op.from]!,
              {
                from: character(op.from),
                to: character(op.to),
                item_id: id,
              },
            );
            expect(response.statusCode).toBe(201);
            own.splice(own.indexOf(id), 1);
            pieces[op.to]!.push(id);
          } else {
            const own = pieces[op.who]!;
            if (own.length === 0) continue;
            const id = own[op.pick % own.length]!;
            const code = (
              await t.db
                .selectFrom('items')
                .select('code')
                .where('id', '=', id)
                .executeTakeFirstOrThrow()
            ).code;
            const response = await writeAs(
              t.app,
              'POST',
              `/api/items/${code}/use`,
              members[op.who]!,
              {},
            );
            expect(response.statusCode).toBe(200);
            own.splice(own.indexOf(id), 1);
          }

          const shown = await expectBalancesAgree(t.app, t.db, members, typeIds, model);
          for (const [i, inventory] of shown.entries()) {
            expect(inventory.items.map((item) => item.id).sort()).toEqual([...pieces[i]!].sort());
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignupRole, StaffSignup } from '@club/shared/contract/events';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createEventWorld,
  createMember,
  signupBody,
  type EventWorld,
  type Member,
} from '../test/event-factories';
import { buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

let t: TestApp;
let board: CreatedUser;
let world: EventWorld;
let crowd: Member[];

beforeAll(async () => {
  t = await buildTestApp();
  board = await createUser(t.app, { role: 'bestyrelse' });
  world = await createEventWorld(t.db);
  crowd = [];
  for (let i = 0; i < 50; i += 1) crowd.push(await createMember(t.app, world));
});
afterAll(async () => {
  await t?.close();
});

async function staffList(eventId: number): Promise<StaffSignup[]> {
  const response = await getAs(t.app, `/api/events/${eventId}/signups`, board);
  expect(response.statusCode).toBe(200);
  return response.json<{ signups: StaffSignup[] }>().signups;
}

describe('signing up at the same moment', () => {
  it('gives 50 members racing for 10 places exactly 10 places and a waitlist of 40 in arrival order', async () => {
    const event = await createEventViaApi(t.app, board, { capacity: { player: 10, crew: 0 } });
    // Every request is in flight before the first answer: on PostgreSQL they run on
    // separate connections at once; the event's row lock puts them in line.
    const answers = await Promise.all(
      crowd.map((member) =>
        writeAs(t.app, 'POST', `/api/events/${event.id}/signups`, member, signupBody(member)),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(crowd.map(() => 201));

    const rows = (await staffList(event.id)).sort((a, b) => a.id - b.id);
    const confirmed = rows.filter((row) => row.status === 'confirmed');
    const waitlisted = rows.filter((row) => row.status === 'waitlisted');
    expect(confirmed).toHaveLength(10);
    expect(waitlisted).toHaveLength(40);
    // Arrival order is the order of the ids: the first ten got the places…
    expect(confirmed.map((row) => row.id)).toEqual(rows.slice(0, 10).map((row) => row.id));
    // …and the waitlist counts 1 to 40 in that same order.
    expect(waitlisted.map((row) => row.waitlist_position)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const answered = answers.map((a) => a.json<{ signup: StaffSignup }>().signup);
    expect(answered.filter((s) => s.status === 'confirmed')).toHaveLength(10);
    expect(new Set(answered.map((s) => s.waitlist_position)).size).toBe(41); // 1..40 and null
  });
});

type Op =
  | { kind: 'signup'; member: number; role: SignupRole }
  | { kind: 'cancel'; member: number }
  | { kind: 'capacity'; player: number; crew: number };

/** What the rules say should happen, kept in memory: places and queues per role. */
class Model {
  readonly confirmed = { player: [] as number[], crew: [] as number[] };
  readonly waiting = { player: [] as number[], crew: [] as number[] };
  readonly role = new Map<number, SignupRole>();

  constructor(public capacity: { player: number; crew: number }) {}

  signUp(member: number, role: SignupRole): boolean {
    if (this.role.has(member)) return false;
    this.role.set(member, role);
    const full = this.confirmed[role].length >= this.capacity[role];
    (full || this.waiting[role].length > 0 ? this.waiting : this.confirmed)[role].push(member);
    return true;
  }

  cancel(member: number): boolean {
    const role = this.role.get(member);
    if (!role) return false;
    this.role.delete(member);
    this.confirmed[role] = this.confirmed[role].filter((m) => m !== member);
    this.waiting[role] = this.waiting[role].filter((m) => m !== member);
    this.promote(role);
    return true;
  }

  setCapacity(capacity: { player: number; crew: number }): void {
    this.capacity = capacity;
    this.promote('player');
    this.promote('crew');
  }

  private promote(role: SignupRole): void {
    while (this.confirmed[role].length < this.capacity[role] && this.waiting[role].length > 0) {
      this.confirmed[role].push(this.waiting[role].shift()!);
    }
  }
}

const POOL = 8;
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('signup' as const),
      member: fc.nat(POOL - 1),
      role: fc.constantFrom<SignupRole>('player', 'crew'),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), member: fc.nat(POOL - 1) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('capacity' as const),
      player: fc.nat(4),
      crew: fc.nat(3),
    }),
  },
);

describe('capacity and waitlist under any sequence', () => {
  it('never confirms past capacity and keeps each waitlist in arrival order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ player: fc.nat(3), crew: fc.nat(2) }),
        fc.array(opArb, { minLength: 1, maxLength: 20 }),
        async (capacity, ops) => {
          const event = await createEventViaApi(t.app, board, { capacity });
          const model = new Model(capacity);
          const signupIds = new Map<number, number>();
          for (const op of ops) {
            if (op.kind === 'signup') {
              const member = crowd[op.member]!;
              const expected = model.signUp(op.member, op.role);
              const response = await writeAs(
                t.app,
                'POST',
                `/api/events/${event.id}/signups`,
                member,
                signupBody(member, { role: op.role }),
              );
              expect(response.statusCode).toBe(expected ? 201 : 409);
              if (expected) signupIds.set(op.member, response.json().signup.id);
            } else if (op.kind === 'cancel') {
              const id = signupIds.get(op.member);
              const expected = model.cancel(op.member);
              if (!expected || id === undefined) continue;
              signupIds.delete(op.member);
              const response = await writeAs(
                t.app,
                'DELETE',
                `/api/events/${event.id}/signups/${id}`,
                crowd[op.member]!,
              );
              expect(response.statusCode).toBe(204);
            } else {
              model.setCapacity({ player: op.player, crew: op.crew });
              const response = await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, {
                capacity: { player: op.player, crew: op.crew },
              });
              expect(response.statusCode).toBe(200);
            }

            const rows = await staffList(event.id);
            const memberOf = new Map([...signupIds].map(([member, id]) => [id, member]));
            for (const role of ['player', 'crew'] as const) {
              const ofRole = rows.filter((row) => row.role === role).sort((a, b) => a.id - b.id);
              const confirmed = ofRole.filter((row) => row.status === 'confirmed');
              const waiting = ofRole.filter((row) => row.status === 'waitlisted');
              expect(confirmed.map((row) => memberOf.get(row.id)).sort()).toEqual(
                [...model.confirmed[role]].sort(),
              );
              expect(waiting.map((row) => memberOf.get(row.id))).toEqual(model.waiting[role]);
              expect(waiting.map((row) => row.waitlist_position)).toEqual(
                waiting.map((_, i) => i + 1),
              );
              // The invariants themselves, whatever the model says.
              if (waiting.length > 0) {
                expect(confirmed.length).toBeGreaterThanOrEqual(model.capacity[role]);
              }
            }
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});

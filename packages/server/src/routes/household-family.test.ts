import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilySignup, StaffSignupsResponse } from '@club/shared/contract/events';
import { type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createMember,
  mailsTo,
  outboxMails,
  readable,
  signupBody,
  TEST_PAYEE,
  type EventWorld,
  createEventClub,
} from '../test/event-factories';
import { addChildViaApi } from '../test/household-factories';
import { buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

let t: TestApp;
let world: EventWorld;
let board: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  ({ board, admin, world } = await createEventClub(t.app));
});
afterAll(async () => {
  await t?.close();
});

const entry = (characterId: number, personId: number | null) => ({
  ...signupBody({ characterId } as never),
  person_id: personId,
});

describe('POST /api/events/{id}/family-signups', () => {
  it('signs up a guardian and two children in one step with one reference for the total, paid once', async () => {
    const event = await createEventViaApi(t.app, board, { guardian_required: true });
    const parent = await createMember(t.app, world, { name: 'Mette Mor' });
    const asta = await addChildViaApi(t.app, parent, world, { name: 'Asta' });
    const bo = await addChildViaApi(t.app, parent, world, { name: 'Bo' });

    // The children listed first: the guardian is placed first all the same.
    const response = await writeAs(
      t.app,
      'POST',
      `/api/events/${event.id}/family-signups`,
      parent,
      {
        signups: [
          entry(asta.characterId, asta.id),
          entry(bo.characterId, bo.id),
          entry(parent.characterId, null),
        ],
      },
    );
    expect(response.statusCode).toBe(201);
    const family = response.json<FamilySignup>();
    expect(family.amount_owed).toBe(3 * 350);
    expect(family.signups).toHaveLength(3);
    expect(new Set(family.signups.map((s) => s.payment_reference))).toEqual(
      new Set([family.payment_reference]),
    );

    const staff = await writeAs(
      t.app,
      'POST',
      `/api/events/${event.id}/signups/${family.signups[1]!.id}/family-paid`,
      admin,
      { note: 'MobilePay' },
    );
    expect(staff.statusCode).toBe(200);
    expect(staff.json<FamilySignup>().amount_owed).toBe(0);
    const rows = (
      await getAs(t.app, `/api/events/${event.id}/signups`, admin)
    ).json<StaffSignupsResponse>().signups;
    expect(rows.map((r) => r.payment_status)).toEqual(['paid', 'paid', 'paid']);
    // Marked twice, nothing more is recorded.
    await writeAs(
      t.app,
      'POST',
      `/api/events/${event.id}/signups/${family.signups[0]!.id}/family-paid`,
      admin,
      {},
    );
    const entries = await t.db.selectFrom('event_payments').select('amount').execute();
    expect(entries.map((e) => e.amount)).toEqual([350, 350, 350]);
    // Members cannot mark payments.
    expect(
      (
        await writeAs(
          t.app,
          'POST',
          `/api/events/${event.id}/signups/${family.signups[0]!.id}/family-paid`,
          parent,
          {},
        )
      ).statusCode,
    ).toBe(403);
  });

  it('mails the guardian once, in their language, naming each person, the total and the reference; the children get nothing', async () => {
    const event = await createEventViaApi(t.app, board, {
      title: 'Høstmarkedet',
      capacity: { player: 2, crew: 5 },
    });
    const parent = await createMember(t.app, world, { name: 'Frank Far' });
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', parent.id).execute();
    const asta = await addChildViaApi(t.app, parent, world, { name: 'Asta Ravnsdatter' });
    const bo = await addChildViaApi(t.app, parent, world, { name: 'Bo Ravnsdatter' });

    const response = await writeAs(
      t.app,
      'POST',
      `/api/events/${event.id}/family-signups`,
      parent,
      {
        signups: [
          entry(parent.characterId, null),
          entry(asta.characterId, asta.id),
          entry(bo.characterId, bo.id),
        ],
      },
    );
    expect(response.statusCode).toBe(201);
    const family = response.json<FamilySignup>();

    const [mail, ...more] = await mailsTo(t.testDb.dataDir, parent.email);
    expect(more).toEqual([]);
    const text = readable(mail!);
    expect(text).toContain('You are signed up: Høstmarkedet');
    expect(text).toContain('Frank Far: has a place.');
    expect(text).toContain('Asta Ravnsdatter: has a place.');
    // Two player places: the third is waitlisted.
    expect(text).toContain(
      'Bo Ravnsdatter: number 1 on the waitlist, to pay only once a place frees up.',
    );
    // The total is the family's places, as the sign-up's answer gives it: the place on
    // the waitlist is paid once it becomes one.
    expect(family.amount_owed).toBe(2 * 350);
    expect(text).toContain('In all: 700 DKK.');
    expect(text).toContain(`Please pay ${family.amount_owed} DKK to ${TEST_PAYEE}`);
    expect(text).toContain(family.payment_reference);

    // The family pays what the mail asked: staff's mark pays the two places, not the third.
    const paid = await writeAs(
      t.app,
      'POST',
      `/api/events/${event.id}/signups/${family.signups[0]!.id}/family-paid`,
      admin,
      { note: 'MobilePay' },
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json<FamilySignup>().amount_owed).toBe(0);
    const entries = await t.db
      .selectFrom('event_payments')
      .select(['signup_id', 'amount'])
      .where(
        'signup_id',
        'in',
        family.signups.map((signup) => signup.id),
      )
      .orderBy('signup_id')
      .execute();
    expect(entries).toEqual([
      { signup_id: family.signups[0]!.id, amount: 350 },
      { signup_id: family.signups[1]!.id, amount: 350 },
    ]);
    const rows = (
      await getAs(t.app, `/api/events/${event.id}/signups`, admin)
    ).json<StaffSignupsResponse>().signups;
    const bos = rows.find((row) => row.id === family.signups[2]!.id);
    expect(bos).toMatchObject({ status: 'waitlisted', payment_status: 'unpaid' });

    const all = await outboxMails(t.testDb.dataDir);
    expect(all.some((sent) => /^to:.*\.invalid/im.test(sent))).toBe(false);
    expect(all.filter((sent) => readable(sent).includes('Asta Ravnsdatter'))).toHaveLength(1);
  });

  it('is all or nothing: someone else’s child or a broken rule leaves no sign-up', async () => {
    const event = await createEventViaApi(t.app, board, { min_age: 12 });
    const parent = await createMember(t.app, world);
    const stranger = await createMember(t.app, world);
    const theirs = await addChildViaApi(t.app, stranger, world);
    const young = await addChildViaApi(t.app, parent, world, { birth_date: '2020-01-01' });

    const foreign = await writeAs(t.app, 'POST', `/api/events/${event.id}/family-signups`, parent, {
      signups: [entry(parent.characterId, null), entry(theirs.characterId, theirs.id)],
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'household.notYourPerson' });

    const tooYoung = await writeAs(
      t.app,
      'POST',
      `/api/events/${event.id}/family-signups`,
      parent,
      {
        signups: [entry(parent.characterId, null), entry(young.characterId, young.id)],
      },
    );
    expect(tooYoung.statusCode).toBe(409);
    expect(tooYoung.json()).toMatchObject({ code: 'events.belowMinAge' });
    const rows = await t.db
      .selectFrom('event_signups')
      .select('id')
      .where('event_id', '=', event.id)
      .execute();
    expect(rows).toEqual([]);

    const twice = await writeAs(t.app, 'POST', `/api/events/${event.id}/family-signups`, parent, {
      signups: [entry(parent.characterId, null), entry(parent.characterId, null)],
    });
    expect(twice.statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Household } from '@club/shared/contract/household';
import { goTo, logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import {
  apiCall,
  apiToken,
  createUser,
  startServer,
  type TestServer,
  type TestUser,
} from './harness/server';
import { raceAndClass, sixProfessionsOf } from './character-setup';
import { plannedEvent } from './event-journey-setup';

/** A birth date `years` ago today. */
function bornYearsAgo(years: number): string {
  const now = new Date();
  return `${now.getUTCFullYear() - years}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-15`;
}

describe('a parent signs up the family', () => {
  let server: TestServer;
  let browser: Browser;
  let board: TestUser;
  let staff: TestUser;
  let parent: TestUser;
  let event: { id: number; title: string };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    [board, staff, parent] = await Promise.all([
      createUser(server, { role: 'bestyrelse', name: 'Bodil Bestyrelse' }),
      createUser(server, { role: 'admin', name: 'Arne Arrangør' }),
      createUser(server, { role: 'user', name: 'Mette Mor' }),
    ]);
    event = await plannedEvent(server, board, { guardian_required: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('adds two children, makes a character for one, signs the family up with one payment and consents; at the gate the children are minors with the parent’s phone', async () => {
    const page = await newPage(browser, 'phone');
    await logInViaApi(page, server, parent, 'household');
    await page.getByRole('heading', { level: 1, name: 'Min husstand' }).waitFor();

    for (const [name, years] of [
      ['Asta', 10],
      ['Bo', 12],
    ] as const) {
      await page.getByRole('button', { name: 'Tilføj et barn' }).click();
      await page.getByLabel('Navn').fill(name);
      await page.getByLabel('Fødselsdato').fill(bornYearsAgo(years));
      await page.getByLabel('Dit telefonnummer').fill('20 30 40 50');
      await page.getByRole('button', { name: 'Tilføj', exact: true }).click();
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    await screenshot(page, 'household-two-children');

    // Acting as Asta: the frame says so on every page, and what is made is Asta's.
    await page.getByRole('button', { name: 'Handl som Asta' }).click();
    await page.getByText('Du handler som Asta').waitFor();
    const token = await apiToken(server, parent);
    const { body: household } = await apiCall<Household>(server, 'household', { token });
    const asta = household.people.find((p) => p.name === 'Asta')!;
    const bo = household.people.find((p) => p.name === 'Bo')!;
    const made = await page.evaluate(
      async ({ path, body }) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${localStorage.getItem('user-token')}`,
            'X-Act-As': JSON.parse(localStorage.getItem('club.acting-as') ?? '{}').id,
          },
          body: JSON.stringify(body),
        });
        return response.status;
      },
      {
        path: `${server.url}api/characters`,
        body: await (async () => {
          const { raceId, classId } = await raceAndClass(server, token, 'Dværge', 'Kriger');
          const { mandatory, optional } = await sixProfessionsOf(server, token, classId);
          return {
            name: 'Lille Ulv',
            race_id: raceId,
            class_id: classId,
            profession_ids: [...mandatory, ...optional].map((p) => p.id),
            avatar_path: 'dwarfs',
          };
        })(),
      },
    );
    expect(made).toBe(201);
    await screenshot(page, 'acting-as-asta');
    await page.getByRole('button', { name: 'Tilbage til Mette Mor' }).click();
    await page.getByText('Du handler som Asta').waitFor({ state: 'detached' });

    // The family in one step: the parent as crew, Asta with her character, Bo as crew.
    await goTo(page, server, `events/${event.id}`);
    const family = page.getByRole('form', { name: 'Tilmeld familien' });
    await family.getByRole('checkbox', { name: 'Mette Mor (dig)' }).check();
    await family.getByRole('checkbox', { name: 'Asta' }).check();
    await family.getByRole('textbox', { name: 'Rolle for Asta' }).click();
    await page.getByRole('option', { name: 'Lille Ulv' }).click();
    await family.getByRole('checkbox', { name: 'Bo' }).check();
    await family.getByText('I alt: 550 kr.').waitFor();
    await family.getByRole('button', { name: 'Tilmeld 3 personer' }).click();
    await page
      .getByText(/3 personer er tilmeldt\. Betal 550 kr\. i alt med referencen E\d+-\d+[A-Z]\./)
      .waitFor();
    await screenshot(page, 'family-signed-up');

    // Asta's sign-up waits for consent; as Asta, the parent consents.
    await goTo(page, server, 'household');
    await page.getByRole('button', { name: 'Handl som Asta' }).click();
    await page.getByText('Du handler som Asta').waitFor();
    await goTo(page, server, `events/${event.id}`);
    await page.getByText(/Tilmeldingen er ikke bekræftet endnu/).waitFor();
    await page.getByRole('button', { name: 'Jeg giver samtykke til deltagelse' }).click();
    await page.getByText(/Samtykke givet af Mette Mor/).waitFor();
    await page.getByRole('button', { name: 'Jeg giver samtykke til billeder' }).click();
    await page.getByRole('button', { name: 'Træk samtykket tilbage' }).waitFor();
    await page.getByText(/Tilmeldingen er ikke bekræftet endnu/).waitFor({ state: 'detached' });
    await screenshot(page, 'consents-given');
    await page.getByRole('button', { name: 'Tilbage til Mette Mor' }).click();

    // At the gate: both children are minors, with their parent's phone.
    const gate = await newPage(browser, 'phone');
    await logInViaApi(gate, server, staff, `events/${event.id}/check-in`);
    await gate.getByRole('heading', { level: 1, name: 'Indtjekning' }).waitFor();
    for (const name of ['Asta', 'Bo']) {
      const row = gate.getByRole('listitem', { name: new RegExp(`^${name}`) });
      await row.getByText('Under 18').waitFor();
      await row.getByText(/Forælder: Mette Mor, 20 30 40 50/).waitFor();
    }
    const parentRow = gate.getByRole('listitem', { name: /^Mette Mor/ });
    await parentRow.waitFor();
    expect(await parentRow.getByText('Under 18').count()).toBe(0);
    await screenshot(gate, 'gate-minors');
    expect(bo.guardians.map((g) => g.phone)).toEqual(['20 30 40 50']);
    expect(asta.own_login).toBe(false);
    expect(pageProblems(page)).toEqual([]);
    expect(pageProblems(gate)).toEqual([]);
  });
});

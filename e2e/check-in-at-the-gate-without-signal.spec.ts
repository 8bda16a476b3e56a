import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Event, StaffSignupsResponse } from '@club/shared/contract/events';
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
import { createCharacterViaApi } from './character-setup';

/** The page as it is, on the phone it runs on and on a desktop (1280×800). */
async function bothSizes(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, `${name}-desktop`);
  if (size) await page.setViewportSize(size);
}

const gateRow = (page: Page, name: string) =>
  page.getByRole('listitem', { name: new RegExp(name) });
const checkInButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Tjek ind: ${name}`, exact: true });

describe('staff at the gate without signal', () => {
  let server: TestServer;
  let browser: Browser;
  let eventId: number;
  let board: TestUser;
  let staff: TestUser;
  let player: TestUser;
  let crew: TestUser[];
  /** A member who turns up unannounced while the gate has no signal. */
  let latecomer: TestUser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    [board, staff, player, ...crew] = await Promise.all([
      createUser(server, { role: 'bestyrelse', name: 'Bodil Bestyrelse' }),
      createUser(server, { role: 'admin', name: 'Asta Arrangør' }),
      createUser(server, { role: 'user', name: 'Gorm Gråskæg' }),
      createUser(server, { role: 'user', name: 'Hilda Hasselnød' }),
      createUser(server, { role: 'user', name: 'Ivar Isbjørn' }),
      createUser(server, { role: 'user', name: 'Jorun Jernhånd' }),
    ]);
    const boardToken = await apiToken(server, board);
    const hour = 60 * 60 * 1000;
    // A priced event is published only once the club has said whom members pay.
    await apiCall(server, 'settings', {
      method: 'PUT',
      token: boardToken,
      body: { payment_instructions: 'MobilePay 12 34 56 78' },
    });
    const created = await apiCall<Event>(server, 'events', {
      token: boardToken,
      body: {
        title: 'Slaget ved Ravnekløften',
        location: 'Ravnsholt Skov',
        // Starting in two hours: the gate is open (from the day before the start).
        starts_at: new Date(Date.now() + 2 * hour).toISOString(),
        ends_at: new Date(Date.now() + 48 * hour).toISOString(),
        capacity: { player: 10, crew: 10 },
        price: { player: 350, crew: 0 },
        xp: { player: 10, crew: 5 },
        status: 'published',
      },
    });
    expect(created.status).toBe(201);
    eventId = created.body.id;

    const playerToken = await apiToken(server, player);
    const character = await createCharacterViaApi(server, playerToken, 'Bjørn Bredøkse');
    const contact = { name: 'Sigrid Gråskæg', phone: '12 34 56 78' };
    const signedUp = await apiCall(server, `events/${eventId}/signups`, {
      token: playerToken,
      body: { role: 'player', character_id: character.id, emergency_contact: contact },
    });
    expect(signedUp.status).toBe(201);
    latecomer = await createUser(server, { role: 'user', name: 'Kettil Kildevæld' });
    await createCharacterViaApi(server, await apiToken(server, latecomer), 'Kaja Kildevæld');
    for (const member of crew) {
      const answer = await apiCall(server, `events/${eventId}/signups`, {
        token: await apiToken(server, member),
        body: { role: 'crew', emergency_contact: contact },
      });
      expect(answer.status).toBe(201);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function arrivals(): Promise<Record<string, string | null>> {
    const { body } = await apiCall<StaffSignupsResponse>(server, `events/${eventId}/signups`, {
      token: await apiToken(server, staff),
    });
    return Object.fromEntries(body.signups.map((s) => [s.user_name, s.checked_in_at]));
  }

  it("shows the member's ticket, and its address shows staff the attendee to check in", async () => {
    const member = await newPage(browser, 'phone');
    await logInViaApi(member, server, player, `events/${eventId}`);
    const ticket = member.getByRole('region', { name: 'Din billet' });
    await ticket.getByRole('img', { name: 'QR-kode til billetten' }).waitFor();
    const { body } = await apiCall<Event>(server, `events/${eventId}`, {
      token: await apiToken(server, player),
    });
    const code = body.my_signup?.ticket_code ?? '';
    expect(code).not.toBe('');
    await ticket.getByText(code, { exact: true }).waitFor();
    await ticket.getByText('Gorm Gråskæg', { exact: true }).waitFor();
    await ticket.getByText('Spiller som Bjørn Bredøkse').waitFor();
    await ticket.getByRole('button', { name: 'Print billetten' }).waitFor();
    await bothSizes(member, 'ticket');

    // The member opening the address their camera read is told it is not theirs to use.
    await goTo(member, server, `events/${eventId}/check-in/${code}`);
    await member.getByText('Denne billet er ikke din at bruge.').waitFor();
    await bothSizes(member, 'ticket-landing-member');

    // Staff scanning it see who it is, with the button to check them in.
    const gate = await newPage(browser, 'phone');
    await logInViaApi(gate, server, staff, `events/${eventId}/check-in/${code}`);
    await gateRow(gate, 'Gorm Gråskæg').getByText('Bjørn Bredøkse').waitFor();
    await checkInButton(gate, 'Gorm Gråskæg').waitFor();
    await gate.getByText('Mangler at betale 350 kr.').waitFor();
    await bothSizes(gate, 'ticket-landing-staff');

    // A made-up code is unknown.
    await goTo(gate, server, `events/${eventId}/check-in/not-a-real-code`);
    await gate.getByText('Billetten findes ikke til dette arrangement.').waitFor();
    expect(pageProblems(member)).toEqual([]);
    await gate.context().close();
    await member.context().close();
  });

  it('keeps the list from the first visit in a fresh browser: three checked in offline survive a reload and a closed page, then go out', async () => {
    // A phone that has never run the app: the check-in screen is the first page it opens
    // (logged in already), so the service worker installs while the screen reads its list.
    const phone = await newPage(browser, 'phone');
    const { body: login } = await apiCall<{ token: string; user: unknown }>(server, 'auth/login', {
      body: { email: staff.email, password: staff.password },
    });
    await phone.context().addInitScript(
      ([token, user]) => {
        if (localStorage.getItem('user-token') !== null) return;
        localStorage.setItem('user-token', token);
        localStorage.setItem('user', user);
      },
      [login.token, JSON.stringify(login.user)] as const,
    );
    await goTo(phone, server, `events/${eventId}/check-in`);
    await phone.getByRole('heading', { level: 1, name: 'Indtjekning' }).waitFor();
    await phone.getByTestId('check-in-count').getByText('0 af 4 ankommet').waitFor();
    // The screen says when the list is kept for use without signal.
    await phone
      .getByTestId('check-in-offline-ready')
      .getByText(/^Klar uden net: 4 deltagere, hentet kl\. \d\d\.\d\d$/)
      .waitFor();
    await bothSizes(phone, 'check-in-online');

    // No signal at the gate from here on; the phone's list is the one it last read. (Taken
    // offline first: online, the gate reads its list again every minute, and on a slow
    // machine that read could bring Gorm's arrival below.)
    await phone.context().setOffline(true);

    // A second organizer's phone, online, checks Gorm in first.
    const second = await newPage(browser, 'desktop');
    await logInViaApi(second, server, staff, `events/${eventId}/check-in`);
    await checkInButton(second, 'Gorm Gråskæg').click();
    await expect.poll(async () => (await arrivals())['Gorm Gråskæg']).not.toBeNull();
    const gormFirst = (await arrivals())['Gorm Gråskæg'];

    // Three arrivals without signal, kept on the phone.
    for (const name of ['Gorm Gråskæg', 'Hilda Hasselnød', 'Ivar Isbjørn']) {
      await checkInButton(phone, name).click();
      await gateRow(phone, name)
        .getByText(/^Ankommet kl\. /)
        .waitFor();
    }
    await phone.getByText('3 venter på at blive sendt').waitFor();
    await phone.getByTestId('check-in-count').getByText('3 af 4 ankommet').waitFor();

    // Searching and the filter still work offline.
    await phone.getByRole('searchbox', { name: 'Søg efter medlem eller figur' }).fill('jorun');
    // The list follows the search in a transition: wait for the filtered state itself.
    await gateRow(phone, 'Hilda Hasselnød').waitFor({ state: 'detached' });
    await gateRow(phone, 'Jorun Jernhånd').waitFor();
    await phone.getByRole('searchbox', { name: 'Søg efter medlem eller figur' }).fill('');

    // Reloaded without signal: the list and the three waiting arrivals are still there.
    await phone.reload();
    await phone.getByRole('heading', { level: 1, name: 'Indtjekning' }).waitFor();
    await phone.getByText('3 venter på at blive sendt').waitFor();
    await phone.getByTestId('check-in-count').getByText('3 af 4 ankommet').waitFor();
    for (const name of ['Gorm Gråskæg', 'Hilda Hasselnød', 'Ivar Isbjørn']) {
      await gateRow(phone, name)
        .getByText(/^Ankommet kl\. /)
        .waitFor();
    }
    await checkInButton(phone, 'Jorun Jernhånd').waitFor();

    // The page is closed (the browser put away) and opened again, still without signal.
    const context = phone.context();
    await phone.close();
    const back = await context.newPage();
    await goTo(back, server, `events/${eventId}/check-in`);
    await back.getByRole('heading', { level: 1, name: 'Indtjekning' }).waitFor();
    await back.getByText('3 venter på at blive sendt').waitFor();
    await back.getByTestId('check-in-count').getByText('3 af 4 ankommet').waitFor();
    await back
      .getByTestId('check-in-offline-ready')
      .getByText(/^Klar uden net: 4 deltagere/)
      .waitFor();
    for (const name of ['Gorm Gråskæg', 'Hilda Hasselnød', 'Ivar Isbjørn']) {
      await gateRow(back, name)
        .getByText(/^Ankommet kl\. /)
        .waitFor();
    }
    await checkInButton(back, 'Jorun Jernhånd').waitFor();

    // Someone turns up without an account: a guest by name and phone, kept on the phone.
    await back.getByRole('button', { name: 'Ny deltager ved indgangen' }).click();
    const dialog = back.getByRole('dialog');
    await dialog.getByText('Gæst uden login', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Navn' }).fill('Ulrikke Udefra');
    await dialog.getByRole('textbox', { name: 'Telefon' }).fill('40 50 60 70');
    await dialog.getByText('Crew', { exact: true }).click();
    await bothSizes(back, 'walk-in-guest');
    await dialog.getByRole('button', { name: 'Tilmeld og tjek ind' }).click();
    await dialog.waitFor({ state: 'detached' });
    await gateRow(back, 'Ulrikke Udefra').getByText('Ikke sendt endnu').waitFor();
    await back.getByText('4 venter på at blive sendt').waitFor();
    await back.getByTestId('check-in-count').getByText('4 af 5 ankommet').waitFor();

    // A member turns up unannounced: without signal staff type the member's email.
    await back.getByRole('button', { name: 'Ny deltager ved indgangen' }).click();
    await dialog.getByText('Medlem', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Medlemmets e-mail' }).fill(latecomer.email);
    await bothSizes(back, 'walk-in-member-by-email');
    await dialog.getByRole('button', { name: 'Tilmeld og tjek ind' }).click();
    await dialog.waitFor({ state: 'detached' });
    await gateRow(back, latecomer.email).getByText('Ikke sendt endnu').waitFor();
    await back.getByText('5 venter på at blive sendt').waitFor();
    await back.getByTestId('check-in-count').getByText('5 af 6 ankommet').waitFor();
    await bothSizes(back, 'check-in-offline');

    // Meanwhile the online phone checks Hilda in, later than the offline tap.
    await checkInButton(second, 'Hilda Hasselnød').click();
    await expect.poll(async () => (await arrivals())['Hilda Hasselnød']).not.toBeNull();
    const hildaLater = (await arrivals())['Hilda Hasselnød'] ?? '';

    // Signal again: the waiting arrivals go out, and the server keeps the earliest of each.
    await back.context().setOffline(false);
    await expect
      .poll(
        async () => {
          const now = await arrivals();
          return (
            now['Ivar Isbjørn'] !== null &&
            Date.parse(now['Hilda Hasselnød'] ?? '') < Date.parse(hildaLater)
          );
        },
        { interval: 500 },
      )
      .toBe(true);
    await expect.poll(async () => (await arrivals())['Ulrikke Udefra'] ?? null).not.toBeNull();
    await expect.poll(async () => (await arrivals())['Kettil Kildevæld'] ?? null).not.toBeNull();
    const after = await arrivals();
    expect(after['Gorm Gråskæg']).toBe(gormFirst);
    expect(after['Jorun Jernhånd']).toBeNull();
    await back.getByTestId('check-in-waiting').waitFor({ state: 'detached' });
    await back.getByTestId('check-in-count').getByText('5 af 6 ankommet').waitFor();
    // The server found the member by the email and gave them the character they play.
    await gateRow(back, 'Kettil Kildevæld').getByText('Kaja Kildevæld').waitFor();
    await gateRow(back, 'Ulrikke Udefra').getByText('40 50 60 70').waitFor();
    expect(await gateRow(back, 'Ulrikke Udefra').getByText('Ikke sendt endnu').count()).toBe(0);
    expect(pageProblems(second)).toEqual([]);
  });
});

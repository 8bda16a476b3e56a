import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';
import { createCharacterViaApi } from './character-setup';

interface EventAnswer {
  my_signup: { payment_reference: string } | null;
}

/** The event's id from the page's address (…/events/12). */
function eventIdOf(page: Page): number {
  const match = /\/events\/(\d+)$/.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`Not on an event page: ${page.url()}`);
  return Number(match[1]);
}

describe('the season runs through the app', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the board plans an event, a member signs up and pays, staff check in and settle, and the XP arrives', async () => {
    const [boardUser, member, admin] = await Promise.all([
      createUser(server, { role: 'bestyrelse', name: 'Bodil Bestyrelse' }),
      createUser(server, { role: 'user', name: 'Gorm Gråskæg' }),
      createUser(server, { role: 'admin', name: 'Asta Arrangør' }),
    ]);
    const memberToken = await apiToken(server, member);
    const character = await createCharacterViaApi(server, memberToken, 'Bjørn Bredøkse');
    const year = new Date().getUTCFullYear() + 1;

    // The board says to whom members pay, then plans the event as a draft and publishes it.
    const board = await newPage(browser, 'desktop');
    await logInViaApi(board, server, boardUser, 'manage-settings');
    await board.getByRole('textbox', { name: 'Betal til' }).fill('MobilePay 12 34 56 78');
    await board.getByRole('button', { name: 'Gem betalingsoplysninger' }).click();
    await board.getByText('Betalingsoplysningerne er gemt.').waitFor();

    await board
      .getByRole('navigation', { name: 'Hovedmenu' })
      .getByRole('link', { name: 'Arrangementer' })
      .click();
    await board.getByRole('link', { name: 'Nyt arrangement' }).click();
    const form = board.getByRole('form', { name: 'Nyt arrangement' });
    await form.getByRole('textbox', { name: 'Titel' }).fill('Slaget ved Ravnekløften');
    await form.getByRole('textbox', { name: 'Sted' }).fill('Ravnsholt Skov');
    await form.getByLabel('Starter').fill(`${year}-05-15T18:00`);
    await form.getByLabel('Slutter').fill(`${year}-05-17T14:00`);
    await form
      .getByRole('group', { name: 'Pris' })
      .getByRole('textbox', { name: 'Spillere' })
      .fill('350');
    await form
      .getByRole('group', { name: 'XP for at deltage' })
      .getByRole('textbox', { name: 'Spillere' })
      .fill('10');
    await form.getByRole('button', { name: 'Gem som kladde' }).click();
    await board.getByRole('heading', { level: 1, name: 'Slaget ved Ravnekløften' }).waitFor();
    await board.getByText('Kladde', { exact: true }).first().waitFor();
    await board.getByText(`15. maj ${year} kl. 18.00`, { exact: false }).waitFor();
    const eventId = eventIdOf(board);
    await board.getByRole('button', { name: 'Offentliggør' }).click();
    await board
      .getByRole('dialog', { name: 'Offentliggør arrangementet?' })
      .getByRole('button', { name: 'Offentliggør' })
      .click();
    await board.getByText('Arrangementet er offentliggjort.').waitFor();

    // The member finds it, signs up with their character and learns what to pay.
    const page = await newPage(browser, 'phone');
    await logInViaApi(page, server, member, 'events');
    await page.getByRole('link', { name: 'Slaget ved Ravnekløften' }).click();
    const signup = page.getByRole('form', { name: 'Tilmelding' });
    await signup.getByRole('radio', { name: /Spiller \(350 kr\., 10 XP\)/ }).check();
    await signup.getByRole('combobox', { name: /Figur/ }).selectOption({ label: 'Bjørn Bredøkse' });
    await signup.getByRole('textbox', { name: /Pårørende: navn/ }).fill('Sigrid Gråskæg');
    await signup.getByRole('textbox', { name: /Pårørende: telefon/ }).fill('12 34 56 78');
    await signup.getByRole('textbox', { name: 'Allergier' }).fill('Nødder');
    await signup.getByRole('button', { name: 'Tilmeld mig' }).click();
    await page.getByText('Du er tilmeldt som spiller med Bjørn Bredøkse.').waitFor();
    await page.getByText('Du skal betale 350 kr.').waitFor();
    await page.getByText('Betal til: MobilePay 12 34 56 78').waitFor();
    const answer = await apiCall<EventAnswer>(server, `events/${eventId}`, { token: memberToken });
    const reference = answer.body.my_signup?.payment_reference;
    if (!reference) throw new Error('A sign-up has a payment reference');
    await page.getByText(reference, { exact: true }).waitFor();
    await page.getByText(/Skriv referencen i MobilePay-beskeden/).waitFor();
    await screenshot(page, 'event-signed-up-phone');

    // The gate opens the day before the event, and settling waits for it to begin: the
    // clock is moved on by moving the start.
    const boardToken = await apiToken(server, boardUser);
    const started = await apiCall(server, `events/${eventId}`, {
      method: 'PUT',
      token: boardToken,
      body: {
        starts_at: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
        ends_at: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
      },
    });
    expect(started.status).toBe(200);

    // Staff record the payment (the amount owed is offered) and the arrival.
    const staff = await newPage(browser, 'desktop');
    await logInViaApi(staff, server, admin, `events/${eventId}`);
    const list = staff.getByRole('region', { name: 'Tilmeldinger' });
    const card = list.getByRole('article', { name: 'Gorm Gråskæg' });
    await card.getByText('Nødder', { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Betaling: Gorm Gråskæg' }).click();
    const payment = staff.getByRole('dialog', { name: 'Betaling fra Gorm Gråskæg' });
    await payment.getByRole('textbox', { name: 'Note (valgfri)' }).fill(`MobilePay ${reference}`);
    await payment.getByRole('button', { name: 'Registrér beløb' }).click();
    await payment.getByRole('cell', { name: `MobilePay ${reference}` }).waitFor();
    await staff.keyboard.press('Escape');
    await card.getByText('Betalt', { exact: true }).waitFor();
    await staff.getByText('350 kr.', { exact: true }).first().waitFor();

    await card.getByRole('button', { name: 'Tjek ind: Gorm Gråskæg' }).click();
    await card.getByText(/^Ankommet /).waitFor();
    await staff.getByText('1 af 1 ankommet').waitFor();
    await screenshot(staff, 'event-staff-desktop');

    await staff.reload();
    await staff.getByRole('button', { name: 'Afslut og uddel XP' }).click();
    const settle = staff.getByRole('dialog', { name: 'Afslut og uddel XP?' });
    await settle.getByText('1 af 1 bekræftet deltager er tjekket ind.').waitFor();
    await settle.getByText('1 spillerfigur får 10 XP.').waitFor();
    await settle.getByRole('button', { name: 'Afslut og uddel XP' }).click();
    await staff.getByText('Arrangementet er afsluttet: 1 figur har fået XP.').waitFor();
    await staff.getByText('Afsluttet', { exact: true }).first().waitFor();

    // The member's ledger shows the event's XP.
    await page.goto(new URL(`character/${character.id}`, server.url).toString());
    await page
      .getByRole('region', { name: 'XP-historik' })
      .getByText('Arrangement: Slaget ved Ravnekløften')
      // The ledger is a table on a desk and a list on a phone: the one shown.
      .filter({ visible: true })
      .first()
      .waitFor();
    const ledger = await apiCall<{ entries: { amount: number; reason: string }[] }>(
      server,
      `characters/${character.id}/xp`,
      { token: memberToken },
    );
    expect(ledger.body.entries.filter((entry) => entry.reason.includes('Ravnekløften'))).toEqual([
      expect.objectContaining({ amount: 10, reason: 'Arrangement: Slaget ved Ravnekløften' }),
    ]);
    expect(pageProblems(page)).toEqual([]);
    expect(pageProblems(staff)).toEqual([]);
    expect(pageProblems(board)).toEqual([]);
  });
});

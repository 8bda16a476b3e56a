import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { createUser, startServer, type TestServer } from './harness/server';
import { plannedEvent, signedUpAsPlayer } from './event-journey-setup';

describe('money that adds up', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a treasurer records 200 of 350 kr. and the member sees 150 kr. owed', async () => {
    const [board, treasurer, member] = await Promise.all([
      createUser(server, { role: 'bestyrelse', name: 'Bodil Bestyrelse' }),
      createUser(server, { role: 'admin', name: 'Kasper Kasserer' }),
      createUser(server, { role: 'user', name: 'Gorm Gråskæg' }),
    ]);
    const event = await plannedEvent(server, board);
    await signedUpAsPlayer(server, member, event.id, 'Bjørn Bredøkse');

    // The treasurer records the 200 kr. that came, not the 350 kr. that is due.
    const desk = await newPage(browser, 'desktop');
    await logInViaApi(desk, server, treasurer, `events/${event.id}`);
    const list = desk.getByRole('region', { name: 'Tilmeldinger' });
    const card = list.getByRole('article', { name: 'Gorm Gråskæg' });
    await card.getByRole('button', { name: 'Betaling: Gorm Gråskæg' }).click();
    const payment = desk.getByRole('dialog', { name: 'Betaling fra Gorm Gråskæg' });
    const amount = payment.getByRole('textbox', { name: /Modtaget beløb/ });
    await amount.fill('200');
    await payment.getByRole('textbox', { name: 'Note (valgfri)' }).fill('MobilePay, første rate');
    await payment.getByRole('button', { name: 'Registrér beløb' }).click();
    await payment.getByRole('cell', { name: 'MobilePay, første rate' }).waitFor();
    await payment.getByText('Mangler at betale 150 kr.').waitFor();
    await screenshot(desk, 'payment-partial-dialog-desktop');
    await desk.keyboard.press('Escape');

    // Partly paid is not paid: the card, the filter and the totals say what is missing.
    await card.getByText('Delvist betalt', { exact: true }).waitFor();
    await card.getByText('Mangler at betale 150 kr.').waitFor();
    await list
      .getByRole('radiogroup', { name: 'Vis betaling' })
      .getByText('Mangler betaling', { exact: true })
      .click();
    await list
      .getByRole('radio', { name: 'Mangler betaling', checked: true })
      .waitFor({ state: 'attached' });
    await card.waitFor();
    const overview = desk.getByRole('region', { name: 'Overblik' });
    await overview.getByText('150 kr.', { exact: true }).waitFor();
    await overview.getByText('200 kr.', { exact: true }).waitFor();

    // The member reads on their phone what is still owed, and where to pay it.
    const phone = await newPage(browser, 'phone');
    await logInViaApi(phone, server, member, `events/${event.id}`);
    await phone
      .getByText('Du har betalt 200 kr. af 350 kr. og mangler at betale 150 kr.')
      .waitFor();
    await phone.getByText('Delvist betalt', { exact: true }).waitFor();
    await phone.getByText('Betal til: MobilePay 12 34 56 78').waitFor();
    expect(await phone.getByText(/Tak – vi har modtaget/).count()).toBe(0);
    await screenshot(phone, 'payment-partial-member-phone');

    expect(pageProblems(desk)).toEqual([]);
    expect(pageProblems(phone)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { readOutbox } from './harness/outbox';
import { createUser, startServer, type TestServer } from './harness/server';
import { plannedEvent, signedUpAsPlayer } from './event-journey-setup';

describe('changes reach people', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the board moves an event and a signed-up member finds it in their inbox', async () => {
    const [board, member] = await Promise.all([
      createUser(server, { role: 'bestyrelse', name: 'Bodil Bestyrelse' }),
      createUser(server, { role: 'user', name: 'Gorm Gråskæg' }),
    ]);
    const event = await plannedEvent(server, board);
    await signedUpAsPlayer(server, member, event.id, 'Bjørn Bredøkse');
    const year = new Date().getUTCFullYear() + 1;

    // The board moves it half a year on, to another place.
    const desk = await newPage(browser, 'desktop');
    await logInViaApi(desk, server, board, `events/${event.id}/edit`);
    const form = desk.getByRole('form', { name: 'Rediger arrangement' });
    await form.getByLabel('Starter').fill(`${year}-11-13T18:00`);
    await form.getByLabel('Slutter').fill(`${year}-11-15T14:00`);
    await form.getByRole('textbox', { name: 'Sted' }).fill('Hald Ege');
    await form.getByRole('button', { name: 'Gem ændringer' }).click();
    await desk.getByRole('heading', { level: 1, name: event.title }).waitFor();
    await desk.getByText('Hald Ege', { exact: true }).first().waitFor();

    // The member finds the news in the inbox: what moved, from what to what.
    const phone = await newPage(browser, 'phone');
    await logInViaApi(phone, server, member, 'inbox');
    const notice = phone.getByRole('link', { name: `Ulæst: ${event.title} er ændret` });
    await notice.waitFor();
    await phone.getByText('Sted: Ravnsholt Skov → Hald Ege').waitFor();
    await phone
      .getByText(new RegExp(`^Start: .+ → .+ 13\\. nov\\. ${year} kl\\. 18\\.00$`))
      .waitFor();
    await screenshot(phone, 'event-moved-inbox-phone');
    await notice.click();
    await phone.getByRole('heading', { level: 1, name: event.title }).waitFor();
    await phone
      .getByText(new RegExp(`13\\. nov\\. ${year} kl\\. 18\\.00`))
      .first()
      .waitFor();

    // And by mail, in Danish alone.
    const mail = await readOutbox(server, { to: member.email });
    expect(mail.text).toContain(`${event.title} er ændret.`);
    expect(mail.text).toContain('Sted: Ravnsholt Skov → Hald Ege');
    expect(mail.text).not.toContain('has changed');

    expect(pageProblems(desk)).toEqual([]);
    expect(pageProblems(phone)).toEqual([]);
  });
});

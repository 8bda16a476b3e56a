import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { logInViaApi, openNavigation } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';
import { createCharacterViaApi } from './character-setup';

const TEXT = '# Barndom\n\nBjørn voksede op i *Jernbjergene* hos sin onkel, smeden Ulf Malmhånd.';

/** The background section of a character's page. */
function backgroundOf(page: Page) {
  return page.getByRole('region', { name: 'Baggrundshistorie', exact: true });
}

/** Opens the phone's menu and follows its link to the events. */
async function toEventsByMenu(page: Page) {
  await openNavigation(page);
  await page.getByRole('dialog').getByRole('link', { name: 'Arrangementer', exact: true }).click();
}

describe('a member writing a background on a phone loses nothing', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('writes a background without signal, leaves by the menu, confirms, and finds the draft here and on another phone', async () => {
    const member = await createUser(server, { role: 'user', name: 'Gorm Gråskæg' });
    const token = await apiToken(server, member);
    const character = await createCharacterViaApi(server, token, 'Bjørn Bredøkse');
    const route = `character/${character.id}`;

    // Nothing has been kept on this phone for use without signal yet (its worker has not
    // started), so the events' screen is fetched only when it is first opened.
    const page = await newPage(browser, 'phone', 'da-DK', { withoutWorker: true });
    await logInViaApi(page, server, member, route);
    const mine = backgroundOf(page);
    const box = mine.getByRole('textbox', { name: 'Baggrundshistorie for Bjørn Bredøkse' });
    await box.waitFor();

    // On the bus: no signal while writing, so the text is kept on the phone only.
    await page.context().setOffline(true);
    await box.fill(TEXT);
    await mine.getByText(/Kladden er kun gemt på denne enhed/).waitFor();

    // The menu asks before leaving; staying keeps the text where it was.
    await toEventsByMenu(page);
    const ask = page.getByRole('dialog', { name: 'Forlad siden?' });
    await ask.waitFor();
    await screenshot(page, 'background-draft-leave-phone');
    await ask.getByRole('button', { name: 'Bliv og skriv videre' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(page.url()).toContain(`/${route}`);
    expect(await box.inputValue()).toBe(TEXT);

    // Leaving after all: the app goes on to the events, whose screen cannot be fetched
    // without signal; it says so, and shows the events by itself when signal returns.
    await toEventsByMenu(page);
    await ask.getByRole('button', { name: 'Forlad siden' }).click();
    await page.waitForURL(/\/events$/);
    await page.getByRole('heading', { name: 'Siden er ikke hentet endnu' }).waitFor();
    // A new screen opens at its top, not where the character's page was scrolled to.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, 'screen-not-fetched-phone');
    await page.context().setOffline(false);
    await page.getByRole('heading', { name: 'Arrangementer', level: 1 }).waitFor();

    // Back to the character: the draft is there and reaches the club.
    await page.goBack();
    await page.waitForURL(new RegExp(`/${route}$`));
    await box.waitFor();
    expect(await box.inputValue()).toBe(TEXT);
    await mine.getByText(/^Kladde gemt kl\. \d\d\.\d\d$/).waitFor();
    await screenshot(page, 'background-draft-restored-phone');
    expect(
      pageProblems(page).filter(
        (problem) => !/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(problem),
      ),
    ).toEqual([]);

    // The server holds it as the background's draft: another phone opens it too.
    const saved = await apiCall<{ text: string; status: string }>(
      server,
      `characters/${character.id}/background`,
      { method: 'GET', token },
    );
    expect(saved.body).toMatchObject({ text: TEXT, status: 'draft' });
    const other = await newPage(browser, 'phone');
    await logInViaApi(other, server, member, route);
    const there = backgroundOf(other).getByRole('textbox', {
      name: 'Baggrundshistorie for Bjørn Bredøkse',
    });
    await there.waitFor();
    expect(await there.inputValue()).toBe(TEXT);
    await Promise.all([page.context().close(), other.context().close()]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RacesClassesResponse } from '@club/shared/contract/rules';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';

describe('editing a race description', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a board member edits a race description, saves, reloads and still sees it', async () => {
    const board = await createUser(server, { role: 'bestyrelse' });
    const token = await apiToken(server, board);
    const { body: before } = await apiCall<RacesClassesResponse>(server, 'races-classes', {
      token,
    });
    const race = before[0]!;
    const newText = `${race.name} bygger deres haller dybt under fjeldet.\nDe glemmer aldrig en gæld.`;

    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, board, 'races-classes');
    const card = page.getByRole('article', { name: race.name, exact: true });
    await card.getByRole('button', { name: 'Beskrivelse', exact: true }).click();

    // Cancel leaves the text as it was.
    await card.getByRole('button', { name: /^Rediger/ }).click();
    const textarea = card.getByRole('textbox', { name: `Beskrivelse af ${race.name}` });
    expect(await textarea.getAttribute('rows')).toBe('4');
    await textarea.fill('Kladde, der ikke skal gemmes');
    await card.getByRole('button', { name: 'Annuller' }).click();
    expect(await card.getByText('Kladde, der ikke skal gemmes').count()).toBe(0);

    await card.getByRole('button', { name: /^Rediger/ }).click();
    await card.getByRole('textbox', { name: `Beskrivelse af ${race.name}` }).fill(newText);
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /\/api\/races\/\d+$/.test(response.url()),
    );
    await card.getByRole('button', { name: 'Gem' }).click();
    expect((await saved).status()).toBe(200);
    await card.getByText('De glemmer aldrig en gæld.').waitFor();
    await screenshot(page, 'edit-description-saved-desktop');

    await page.reload();
    const reloaded = page.getByRole('article', { name: race.name, exact: true });
    await reloaded.getByRole('button', { name: 'Beskrivelse', exact: true }).click();
    await reloaded.getByText('De glemmer aldrig en gæld.').waitFor();

    const { body: after } = await apiCall<RacesClassesResponse>(server, 'races-classes', {
      token,
    });
    expect(after.find((r) => r.id === race.id)?.description).toBe(newText);
    expect(pageProblems(page)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RacesClassesResponse } from '@club/shared/contract/rules';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';

/** The race names on the screen, in order. */
async function shownRaces(page: Page): Promise<string[]> {
  return page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
}

describe('searching the races', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a member types in the search box and only the matching races remain', async () => {
    const member = await createUser(server, { role: 'user' });
    const { body: races } = await apiCall<RacesClassesResponse>(server, 'races-classes', {
      token: await apiToken(server, member),
    });
    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, member, 'races-classes');
    await page.getByRole('heading', { level: 1, name: 'Racer og klasser' }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await shownRaces(page)).toEqual(races.map((race) => race.name));

    // A race's own name, typed in other letters' case.
    const target = races[1]!;
    const search = page.getByRole('searchbox', { name: 'Søg i racer' });
    await search.fill(target.name.toUpperCase());
    await expect.poll(() => shownRaces(page)).toContain(target.name);
    const byName = await shownRaces(page);
    expect(byName.length).toBeLessThan(races.length);
    for (const name of byName) {
      const race = races.find((r) => r.name === name)!;
      const haystack = [race.name, race.description, ...race.allowed_classes.map((c) => c.name)];
      expect(haystack.join(' ').toLowerCase()).toContain(target.name.toLowerCase());
    }

    // A class name finds exactly the races that allow that class.
    const className = races[0]!.allowed_classes.find((c) => c.conflict === 0)!.name;
    await search.fill(className);
    const expected = races
      .filter((race) =>
        [race.name, race.description, ...race.allowed_classes.map((c) => c.name)].some((text) =>
          text.toLowerCase().includes(className.toLowerCase()),
        ),
      )
      .map((race) => race.name);
    await expect.poll(() => shownRaces(page)).toEqual(expected);
    await screenshot(page, 'search-races-desktop');

    // Nothing matches: a calm message instead of cards.
    await search.fill('zzqx');
    await page.getByText('Intet passer til »zzqx«.').waitFor();
    expect(await shownRaces(page)).toEqual([]);

    // Clearing the search brings every race back.
    await page.getByRole('button', { name: 'Ryd søgning' }).click();
    await expect.poll(() => shownRaces(page)).toEqual(races.map((race) => race.name));
    expect(pageProblems(page)).toEqual([]);
  });
});

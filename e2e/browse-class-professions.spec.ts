import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import type { ClassesResponse, ClassProfessionsResponse } from '@club/shared/contract/rules';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';

/** The items of the list that follows a heading inside a card. */
async function listUnder(card: Locator, heading: string): Promise<string[]> {
  const section = card.getByRole('heading', { name: heading }).locator('xpath=..');
  return section.getByRole('listitem').allTextContents();
}

describe('browsing a class', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a member expands a class and sees its mandatory and optional professions', async () => {
    const member = await createUser(server, { role: 'user' });
    const token = await apiToken(server, member);
    const { body: classes } = await apiCall<ClassesResponse>(server, 'classes', { token });
    const chosen = classes.find((c) => c.conflict === 0)!;
    const { body: professions } = await apiCall<ClassProfessionsResponse>(
      server,
      `classes/${chosen.id}/professions`,
      { token },
    );
    expect(professions.mandatory.length).toBeGreaterThan(0);
    expect(professions.assigned.length).toBeGreaterThan(0);

    const page = await newPage(browser, 'phone');
    await logInViaApi(page, server, member, 'classes');
    const card = page.getByRole('article', { name: chosen.name, exact: true });
    await card.waitFor();
    expect(await card.getByRole('heading', { name: 'Obligatoriske professioner:' }).count()).toBe(
      0,
    );

    await card.getByRole('button', { name: 'Professioner' }).click();

    await card.getByRole('heading', { name: 'Obligatoriske professioner:' }).waitFor();
    expect(await listUnder(card, 'Obligatoriske professioner:')).toEqual(
      professions.mandatory.map((p) => p.name),
    );
    expect(await listUnder(card, 'Valgfrie professioner:')).toEqual(
      professions.assigned.map((p) => p.name),
    );
    await screenshot(page, 'browse-class-professions-phone');

    // Members never see conflict classes.
    for (const conflict of classes.filter((c) => c.conflict === 1)) {
      expect(await page.getByRole('article', { name: conflict.name, exact: true }).count()).toBe(0);
    }
    expect(pageProblems(page)).toEqual([]);
  });
});

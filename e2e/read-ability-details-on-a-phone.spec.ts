import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, screenshot } from './harness/browser';
import { apiToken, createUser, startServer, type TestServer } from './harness/server';
import { abilitiesOf, createCharacterViaApi } from './character-setup';

describe('ability details on a phone', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a player opens the details of every column inside the screen and closes them by tapping', async () => {
    const player = await createUser(server, { role: 'user' });
    const token = await apiToken(server, player);
    const character = await createCharacterViaApi(server, token, 'Liv Lommelygte');
    const professions = [...character.professions].sort((a, b) => a.position - b.position);

    const page = await newPage(browser, 'phone');
    await logInViaApi(page, server, player, `character/${character.id}/abilities`);
    await page.getByRole('heading', { level: 1, name: 'Evner for Liv Lommelygte' }).waitFor();
    const width = page.viewportSize()!.width;

    for (const profession of professions) {
      const [first] = await abilitiesOf(server, token, profession.id);
      if (!first) continue;
      const info = page.getByRole('button', { name: `Om ${first.name}` }).first();
      await info.scrollIntoViewIfNeeded();
      await info.tap();
      const details = page.locator('.mantine-Popover-dropdown');
      await details.waitFor();
      const box = (await details.boundingBox())!;
      expect(box.x, profession.name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, profession.name).toBeLessThanOrEqual(width);
      // A second tap closes it.
      await info.tap();
      await details.waitFor({ state: 'detached' });
    }

    // A tap elsewhere closes it too.
    const [last] = professions.slice(-1);
    const [ability] = await abilitiesOf(server, token, last!.id);
    await page
      .getByRole('button', { name: `Om ${ability!.name}` })
      .first()
      .tap();
    await page.locator('.mantine-Popover-dropdown').waitFor();
    await screenshot(page, 'ability-details-phone');
    await page.getByRole('heading', { level: 1 }).tap();
    await page.locator('.mantine-Popover-dropdown').waitFor({ state: 'detached' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AUTH_TEXT, goTo, logInViaApi } from './harness/auth';
import { launchBrowser, newPage, screenshot } from './harness/browser';
import { apiToken, createUser, startServer, type TestServer } from './harness/server';
import { abilityCell, abilitiesOf, createCharacterViaApi } from './character-setup';

/** Sums the page's layout shifts not caused by input (Cumulative Layout Shift), from load. */
async function measureLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * From the moment `watchForBlank` is called, notes every change to the page after which
 * the app's root shows nothing at all.
 */
async function noteBlankMoments(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { blankMoments: number; watchingForBlank: boolean };
    w.blankMoments = 0;
    w.watchingForBlank = false;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (
        w.watchingForBlank &&
        root &&
        root.innerText.trim() === '' &&
        !root.querySelector('[role="status"]')
      )
        w.blankMoments += 1;
    }).observe(document, { childList: true, subtree: true });
  });
}

/** A new player with a character, and the first ability of its first profession. */
async function playerWithCharacter(server: TestServer, name: string) {
  const player = await createUser(server, { role: 'user' });
  const token = await apiToken(server, player);
  const character = await createCharacterViaApi(server, token, name);
  const first = [...character.professions].sort((a, b) => a.position - b.position)[0];
  const [level1] = await abilitiesOf(server, token, first!.id);
  return { player, character, level1 };
}

describe('opening the ability sheet', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the sheet fills in without the page jumping, and locks only after a choice', async () => {
    const { player, character, level1 } = await playerWithCharacter(server, 'Gudrun Grånakke');

    for (const device of ['phone', 'desktop'] as const) {
      const page = await newPage(browser, device);
      await measureLayoutShift(page);
      // A slow connection: the saved abilities arrive once the loading sheet has been drawn.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/api/characters/${character.id}/abilities`, async (route) => {
        await held;
        await route.continue();
      });
      await logInViaApi(page, server, player, `character/${character.id}/abilities`);
      await page.getByLabel('Henter evnearket …').first().waitFor();
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      release();
      await page.getByRole('heading', { level: 1, name: 'Evner for Gudrun Grånakke' }).waitFor();
      await abilityCell(page, level1!.name).waitFor();
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(
        () => (window as unknown as { layoutShift: number }).layoutShift,
      );
      // Lighthouse calls a page steady below 0.1.
      expect(shift, device).toBeLessThan(0.05);

      const lock = page.getByRole('button', { name: 'Lås arket', exact: true });
      expect(await lock.isDisabled()).toBe(true);
      await page.getByText('Vælg en ny evne for at låse arket.').waitFor();
      await screenshot(page, `sheet-nothing-to-lock-${device}`);
      await abilityCell(page, level1!.name).click();
      expect(await lock.isEnabled()).toBe(true);
      await page.context().close();
    }
  });

  it('what the character carries is below the sheet, there when the member scrolls down', async () => {
    const { player, character, level1 } = await playerWithCharacter(server, 'Hakon Hasselstav');

    const page = await newPage(browser, 'phone');
    await logInViaApi(page, server, player, `character/${character.id}/abilities`);
    await abilityCell(page, level1!.name).waitFor();
    // The sheet's columns draw one a frame (on a busy phone for a while), and what the
    // character carries comes below the last: the member keeps scrolling to the bottom as
    // the sheet grows, until it is there. One scroll made before the last column would
    // leave its place further down than the part's "near the view".
    await page.waitForFunction(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.querySelector('[data-testid="inventory"]') !== null;
    });
    const carried = page.getByTestId('inventory');
    await carried.getByRole('heading', { name: 'Det bærer Hakon Hasselstav på' }).waitFor();
    await carried.scrollIntoViewIfNeeded();
    await screenshot(page, 'sheet-inventory-below-phone');
    await page.context().close();
  });

  it('a character that does not exist is said not to exist', async () => {
    const player = await createUser(server, { role: 'user' });
    for (const device of ['desktop', 'phone'] as const) {
      const page = await newPage(browser, device);
      await logInViaApi(page, server, player, 'character/9999/abilities');
      await page.getByRole('heading', { level: 1, name: 'Figuren findes ikke' }).waitFor();
      await page.getByText('Der er ingen figur med nummer 9999.', { exact: false }).waitFor();
      expect(await page.getByText(/ikke adgang/).count()).toBe(0);
      await screenshot(page, `sheet-not-found-${device}`);
      await page.context().close();
    }
  });

  it('right after login the page is never blank while the next screen loads', async () => {
    const player = await createUser(server, { role: 'user' });
    const page = await newPage(browser, 'phone');
    await noteBlankMoments(page);
    await goTo(page, server, 'auth');
    await page.getByLabel(AUTH_TEXT.email).fill(player.email);
    await page.getByLabel(AUTH_TEXT.password).fill(player.password);
    await page.evaluate(() => {
      (window as unknown as { watchingForBlank: boolean }).watchingForBlank = true;
    });
    await page.getByRole('button', { name: AUTH_TEXT.logInButton }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { blankMoments: number }).blankMoments),
    ).toBe(0);
  });
});

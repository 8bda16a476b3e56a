import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { appPath, logIn, logInViaApi } from './harness/auth';
import { animationsDone, launchBrowser, newPage, screenshot } from './harness/browser';
import { createUser, startServer, type TestServer } from './harness/server';

describe('the navigation', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ env: { RULES_URL: 'https://regler.example.org/ravnemark' } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a board member opens the Create and Manage menus and reaches a staff page', async () => {
    const board = await createUser(server, { role: 'bestyrelse', name: 'Bjarke Bestyrelse' });
    const page = await newPage(browser, 'desktop');
    await logIn(page, server, board);
    const nav = page.getByRole('navigation', { name: 'Hovedmenu' });
    await screenshot(page, 'shell-dashboard-desktop');

    await nav.getByRole('button', { name: 'Opret' }).click();
    // The dropdown's code comes with the first press (a busy phone may take a moment).
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'Race eller klasse',
      'Profession',
      'Evne',
      'Specialevne',
    ]);
    await screenshot(page, 'shell-create-menu-desktop');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menuitem').count()).toBe(0);

    await nav.getByRole('button', { name: 'Administrer' }).click();
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByRole('menuitem').count()).toBe(13);
    expect(await page.getByRole('menuitem').last().textContent()).toBe('Regeldata');
    await screenshot(page, 'shell-manage-menu-desktop');
    await page.getByRole('menuitem', { name: 'Evner', exact: true }).click();
    await page.waitForURL(/\/manage-abilities$/);
    expect(appPath(page, server)).toBe('/manage-abilities');

    // The rules link opens the external document in a new tab.
    const rules = nav.getByRole('link', { name: /Regler/ });
    expect(await rules.getAttribute('target')).toBe('_blank');
    expect(await rules.getAttribute('href')).toBe('https://regler.example.org/ravnemark');
  });

  it('the navigation hides when scrolling down past 40 px and returns when scrolling up', async () => {
    const member = await createUser(server, { role: 'user' });
    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, member, 'dashboard');
    const header = page.locator('header.club-header');
    // The dashboard itself, not only the frame around it: a scroll made while the screen is
    // still on its way can be undone as the new screen opens at its top.
    await page.getByRole('heading', { level: 1, name: /^Velkommen/ }).waitFor();
    // Enough room to scroll, whatever the dashboard holds.
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
    });
    await page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute('data-hidden')).not.toBeNull();
    await page.mouse.wheel(0, -100);
    await expect.poll(() => header.getAttribute('data-hidden')).toBeNull();
  });

  it('a board member on a phone finds every page in the menu drawer', async () => {
    const board = await createUser(server, { role: 'bestyrelse', name: 'Bjarke Bestyrelse' });
    const page = await newPage(browser, 'phone');
    await logInViaApi(page, server, board);
    await page.getByRole('button', { name: 'Åbn menu' }).waitFor();
    await screenshot(page, 'shell-dashboard-phone');
    await page.getByRole('button', { name: 'Åbn menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await animationsDone(drawer);
    await screenshot(page, 'shell-drawer-phone');
    for (const name of [
      'Oversigt',
      'Klasser',
      'Race eller klasse',
      'Klassers professioner',
      'Revisionslog',
      'Regeldata',
      'Brugere',
    ]) {
      expect(await drawer.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    await drawer.getByRole('link', { name: 'Professioner', exact: true }).click();
    await page.waitForURL(/\/professions$/);
    await expect.poll(() => drawer.isVisible()).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chooseLanguage, goTo, logIn } from './harness/auth';
import { launchBrowser, newPage, screenshot } from './harness/browser';
import { createUser, startServer, type TestServer } from './harness/server';

describe('switching the interface language', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a visitor switches to English, keeps it after a reload and in the app, and switches back', async () => {
    const member = await createUser(server, { role: 'user' });
    const page = await newPage(browser, 'desktop');
    await goTo(page, server, 'auth');
    await page.getByRole('heading', { name: 'Velkommen' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('da');

    await chooseLanguage(page, 'English');
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect(await page.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    await page.reload();
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect(await page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    await screenshot(page, 'auth-login-english-desktop');

    await logIn(page, server, member);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Races & classes' }).waitFor();
    expect(await page.getByRole('button', { name: 'Log out' }).isVisible()).toBe(true);

    await chooseLanguage(page, 'Dansk');
    await page
      .getByRole('navigation', { name: 'Hovedmenu' })
      .getByRole('link', { name: 'Racer og klasser' })
      .waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Log ud' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('da');
  });

  it('a campaign key in local storage adds the campaign’s own messages', async () => {
    const page = await newPage(browser, 'desktop');
    await goTo(page, server, 'auth');
    await page.evaluate(() => localStorage.setItem('campaign', 'ravnsborg'));
    await page.reload();
    await page.getByRole('heading', { name: 'Velkommen til Ravnsborg' }).waitFor();
    await chooseLanguage(page, 'English');
    await page.getByRole('heading', { name: 'Welcome to Ravnsborg' }).waitFor();
  });
});

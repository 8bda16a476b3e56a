import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { appPath, goTo, logIn, logOut } from './harness/auth';
import { launchBrowser, newPage, pageProblems } from './harness/browser';
import { apiCall, createUser, startServer, type TestServer } from './harness/server';

describe('logging out and in again', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a member logs out, is kept out, and logs in again', async () => {
    const member = await createUser(server, { role: 'user', name: 'Sigrid Stålhånd' });
    const page = await newPage(browser, 'desktop');
    await logIn(page, server, member);
    const token = await page.evaluate(() => localStorage.getItem('user-token'));
    expect(token).toBeTruthy();

    await logOut(page);
    expect(appPath(page, server)).toBe('/auth');
    expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    // The old token no longer works on the server either.
    const check = await apiCall(server, 'auth/check', { token: token ?? '' });
    expect(check.status).toBe(401);

    await goTo(page, server, 'dashboard');
    await page.waitForURL(/\/auth$/);

    await logIn(page, server, member);
    expect(appPath(page, server)).toBe('/dashboard');
    expect(pageProblems(page).filter((problem) => !problem.includes('401'))).toEqual([]);
  });

  it('a member on a phone logs out from the menu', async () => {
    const member = await createUser(server, { role: 'user' });
    const page = await newPage(browser, 'phone');
    await logIn(page, server, member);
    expect(await page.getByRole('button', { name: 'Log ud' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Åbn menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.getByRole('button', { name: 'Log ud' }).click();
    await page.waitForURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
  });

  it('a wrong password keeps the visitor on the login page with a message', async () => {
    const member = await createUser(server, { role: 'user' });
    const page = await newPage(browser, 'desktop');
    await goTo(page, server, 'auth');
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByLabel(/^Adgangskode/).fill('not-the-password');
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.getByText('Forkert e-mail eller adgangskode').waitFor();
    expect(appPath(page, server)).toBe('/auth');
  });
});

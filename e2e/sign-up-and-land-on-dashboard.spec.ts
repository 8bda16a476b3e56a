import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { appPath, goTo, signUp } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, startServer, uniqueEmail, type TestServer } from './harness/server';

describe('signing up', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a visitor signs up and lands on the dashboard, logged in', async () => {
    const page = await newPage(browser, 'desktop');
    await goTo(page, server, '');
    await page.waitForURL(/\/auth$/);
    await screenshot(page, 'auth-login-desktop');

    const user = await signUp(page, server, { name: 'Astrid Ulvsdatter' });
    expect(appPath(page, server)).toBe('/dashboard');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('user-token')))
      .toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await page.getByRole('navigation', { name: 'Hovedmenu' }).waitFor();
    expect(await page.getByText('Astrid Ulvsdatter').first().isVisible()).toBe(true);

    // The account exists on the server: the same credentials log in through the API.
    const login = await apiCall(server, 'auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);

    // A reload keeps the session (the startup check accepts the token).
    await page.reload();
    await page.getByRole('navigation', { name: 'Hovedmenu' }).waitFor();
    expect(appPath(page, server)).toBe('/dashboard');
    expect(pageProblems(page)).toEqual([]);
  });

  it('a visitor on a phone sees the signup form checked before anything is sent', async () => {
    const page = await newPage(browser, 'phone');
    await goTo(page, server, 'auth');
    await page.getByRole('tab', { name: 'Opret konto' }).click();
    await screenshot(page, 'auth-signup-phone');
    await page.getByLabel('Navn').fill('Bo');
    await page.getByLabel('E-mail').fill(uniqueEmail());
    await page.getByLabel(/^Adgangskode/).fill('kort');
    await page.getByRole('button', { name: 'Opret konto' }).click();
    await page.getByText('Adgangskoden skal være mindst 10 tegn').waitFor();
    expect(appPath(page, server)).toBe('/auth');
  });

  it('a visitor who picks a well-known password is told so and signs up with a better one', async () => {
    const page = await newPage(browser, 'desktop');
    await goTo(page, server, 'auth?mode=signup');
    await page
      .getByText('Mindst 10 tegn, ikke en kendt adgangskode, din e-mail eller dit navn.')
      .waitFor();
    await page.getByLabel('Navn').fill('Halfdan');
    await page.getByLabel('E-mail').fill(uniqueEmail('common'));
    await page.getByLabel(/^Adgangskode/).fill('password123');
    await page.getByRole('button', { name: 'Opret konto' }).click();
    await page.getByText('Adgangskoden er for almindelig eller let at gætte').waitFor();
    await screenshot(page, 'auth-signup-common-password-desktop');
    expect(appPath(page, server)).toBe('/auth');
    await page.getByLabel(/^Adgangskode/).fill('sølvfisk-i-tågen');
    await page.getByRole('button', { name: 'Opret konto' }).click();
    await page.waitForURL(/\/dashboard$/);
  });

  it('a second signup with the same email is refused with a clear message', async () => {
    const page = await newPage(browser, 'desktop');
    const email = uniqueEmail('twice');
    await signUp(page, server, { email });
    const other = await newPage(browser, 'desktop');
    await goTo(other, server, 'auth?mode=signup');
    await other.getByLabel('Navn').fill('Gentaget');
    await other.getByLabel('E-mail').fill(email);
    await other.getByLabel(/^Adgangskode/).fill('et-langt-kodeord');
    await other.getByRole('button', { name: 'Opret konto' }).click();
    await other.getByText('Der findes allerede en bruger med den e-mail').waitFor();
    await screenshot(other, 'auth-signup-refused-desktop');
  });
});

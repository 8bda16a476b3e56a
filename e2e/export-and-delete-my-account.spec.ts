import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AUTH_TEXT, goTo, logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';
import { createCharacterViaApi } from './character-setup';

interface ExportFile {
  account: { email: string; name: string };
  characters: { name: string }[];
}

describe('a member takes their data and leaves', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a player downloads their data, deletes their account and cannot log in again', async () => {
    const member = await createUser(server, { role: 'user', name: 'Sigrid Sølvtunge' });
    const token = await apiToken(server, member);
    await createCharacterViaApi(server, token, 'Ravna Runekvinde');

    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, member, 'dashboard');
    await page.getByRole('link', { name: /Min konto/ }).click();
    await page.getByRole('heading', { name: 'Min konto', level: 1 }).waitFor();

    // "Hent mine data" saves one JSON file with the account and its characters.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Hent mine data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mine-data-\d+\.json$/);
    const file = await download.path();
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ExportFile;
    expect(data.account.email).toBe(member.email);
    expect(data.account.name).toBe('Sigrid Sølvtunge');
    expect(data.characters.map((c) => c.name)).toEqual(['Ravna Runekvinde']);

    // Deleting asks for the password; a wrong one is refused and deletes nothing.
    await page.getByRole('button', { name: 'Slet min konto…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Slet din konto for altid?' });
    await dialog.getByLabel('Adgangskode').fill('ikke-min-adgangskode');
    await dialog.getByRole('button', { name: 'Slet min konto' }).click();
    await dialog.getByText('Adgangskoden er forkert.').waitFor();
    await screenshot(page, 'delete-account-wrong-password-desktop');

    await dialog.getByLabel('Adgangskode').fill(member.password);
    await dialog.getByRole('button', { name: 'Slet min konto' }).click();
    await page.waitForURL(/\/auth$/);

    // The login form refuses the deleted account, and so does the API.
    await goTo(page, server, 'auth');
    await page.getByLabel(AUTH_TEXT.email).fill(member.email);
    await page.getByLabel(AUTH_TEXT.password).fill(member.password);
    await page.getByRole('button', { name: AUTH_TEXT.logInButton }).click();
    await page.getByRole('alert').first().waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/auth$/);
    const login = await apiCall(server, 'auth/login', {
      body: { email: member.email, password: member.password },
    });
    expect(login.status).toBe(401);
    // The browser logs the two refusals the journey asked for (wrong password, deleted login).
    const refusals = /status of 40[01]\b/;
    expect(pageProblems(page).filter((p) => !refusals.test(p))).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LanguagesResponse } from '@club/shared/contract/languages';
import type {
  ClassesResponse,
  ProfessionsResponse,
  RacesClassesResponse,
} from '@club/shared/contract/rules';
import { logInViaApi, openNavigation } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import {
  apiCall,
  apiToken,
  createUser,
  startServer,
  type TestServer,
  type TestUser,
} from './harness/server';

/** An 8×8 oxblood PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPo0ZDDihiGlgQAn3Q0gUz/m8MAAAAASUVORK5CYII=',
  'base64',
);

function waitForWrite(page: Page, method: string, path: RegExp) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === method && path.test(new URL(response.url()).pathname),
  );
}

describe('the board curates the rules and reads every change in the audit log', () => {
  let server: TestServer;
  let browser: Browser;
  let board: TestUser;
  let token: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    board = await createUser(server, { role: 'bestyrelse', name: 'Birgit Bestyrelse' });
    token = await apiToken(server, board);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const get = async <T>(path: string) => (await apiCall<T>(server, path, { token })).body;

  it('renames a race, changes its base hits and image, flips a conflict flag, edits requirements, replaces a font, and reads it all back', async () => {
    const [races, classes, professions, languages] = await Promise.all([
      get<RacesClassesResponse>('races-classes'),
      get<ClassesResponse>('classes'),
      get<ProfessionsResponse>('professions'),
      get<LanguagesResponse>('languages'),
    ]);
    const race = races[0]!;
    const cls = classes.find((c) => c.conflict === 0)!;
    const profession = professions[0]!;
    const [language, donor] = languages;
    const newRaceName = `${race.name} fra Nordbjergene`;
    const newRequirements = 'Skal kunne bære rustning en hel dag.';

    const page = await newPage(browser, 'desktop');

    // A race: new name, base hits and an uploaded picture, in one edit.
    await logInViaApi(page, server, board, 'races-classes');
    await page.getByRole('button', { name: `Ret ${race.name}`, exact: true }).click();
    const raceForm = page.getByRole('dialog', { name: `Rediger racen ${race.name}` });
    await raceForm.getByRole('textbox', { name: 'Navn' }).fill(newRaceName);
    await raceForm.getByRole('textbox', { name: 'Grundliv' }).fill(String(race.base_hits + 3));
    await raceForm.getByText('Upload', { exact: true }).click();
    await raceForm
      .locator('input[type="file"]')
      .setInputFiles({ name: 'nordbjerg.png', mimeType: 'image/png', buffer: PNG });
    await screenshot(page, 'curate-race-form-desktop');
    const racePut = waitForWrite(page, 'PUT', /\/api\/races\/\d+$/);
    const raceImage = waitForWrite(page, 'POST', /\/api\/races\/\d+\/image$/);
    await raceForm.getByRole('button', { name: 'Gem' }).click();
    expect((await racePut).status()).toBe(200);
    expect((await raceImage).status()).toBe(200);
    const raceCard = page.getByRole('article', { name: newRaceName, exact: true });
    await raceCard.getByText(`Grundliv: ${race.base_hits + 3}`).waitFor();
    const picture = raceCard.getByRole('img', { name: `Billede af ${newRaceName}` });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^\/klub\/uploads\/[\w-]+\.webp$/);
    // The picture really loads (served, allowed by the policy).
    await page.waitForFunction((name) => {
      const img = document.querySelector<HTMLImageElement>(`img[alt="Billede af ${name}"]`);
      return img !== null && img.complete && img.naturalWidth > 0;
    }, newRaceName);

    // A class becomes a conflict class.
    await page.goto(`${server.url}classes`);
    await page.getByRole('button', { name: `Ret ${cls.name}`, exact: true }).click();
    const classForm = page.getByRole('dialog', { name: `Rediger klassen ${cls.name}` });
    await classForm.getByRole('switch', { name: /^Konfliktklasse/ }).check();
    const classPut = waitForWrite(page, 'PUT', /\/api\/classes\/\d+$/);
    await classForm.getByRole('button', { name: 'Gem' }).click();
    expect((await classPut).status()).toBe(200);
    await page
      .getByRole('article', { name: cls.name, exact: true })
      .getByText('Konflikt', { exact: true })
      .waitFor();
    await screenshot(page, 'curate-classes-desktop');

    // A profession's requirements.
    await page.goto(`${server.url}professions`);
    await page.getByRole('button', { name: `Ret ${profession.name}`, exact: true }).click();
    const professionForm = page.getByRole('dialog', {
      name: `Rediger professionen ${profession.name}`,
    });
    await professionForm.getByRole('textbox', { name: 'Krav' }).fill(newRequirements);
    await screenshot(page, 'curate-profession-form-desktop');
    const professionPut = waitForWrite(page, 'PUT', /\/api\/professions\/\d+$/);
    await professionForm.getByRole('button', { name: 'Gem' }).click();
    expect((await professionPut).status()).toBe(200);
    await page
      .getByRole('article', { name: profession.name, exact: true })
      .getByText(newRequirements)
      .waitFor();

    // A language gets another font: the one of a second language, downloaded as a player would.
    const font = await fetch(`${server.url}api/languages/${donor!.id}/download`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(font.status).toBe(200);
    const fontBytes = Buffer.from(await font.arrayBuffer());
    await page.goto(`${server.url}languages`);
    await page.getByRole('button', { name: `Ret ${language!.name}`, exact: true }).click();
    const languageForm = page.getByRole('dialog', { name: `Rediger sproget ${language!.name}` });
    await languageForm
      .locator('input[type="file"]')
      .setInputFiles({ name: 'ny-skrift.ttf', mimeType: 'font/ttf', buffer: fontBytes });
    await screenshot(page, 'curate-language-form-desktop');
    const languagePut = waitForWrite(page, 'PUT', /\/api\/languages\/\d+$/);
    await languageForm.getByRole('button', { name: 'Gem' }).click();
    expect((await languagePut).status()).toBe(200);
    await languageForm.waitFor({ state: 'detached' });

    // The audit log, from the Manage menu: every change, newest first, before and after.
    await page.getByRole('button', { name: 'Administrer' }).click();
    await page.getByRole('menuitem', { name: 'Revisionslog' }).click();
    await page.getByRole('heading', { name: 'Revisionslog', level: 1 }).waitFor();
    const entries = page.getByRole('list', { name: 'Ændringer' }).getByRole('listitem');
    await entries.first().waitFor();
    // The newest five are ours: the font, the requirements, the conflict flag, the picture, the race.
    const newest = await entries.evaluateAll((items) =>
      items.slice(0, 5).map((item) => item.textContent ?? ''),
    );
    expect(newest[0]).toContain(language!.name);
    expect(newest[0]).toContain('ny-skrift.ttf');
    expect(newest[1]).toContain(newRequirements);
    expect(newest[2]).toContain(cls.name);
    expect(newest[3]).toContain(`Billede (ændret)${race.image_path ?? ''}/uploads/`);
    expect(newest[4]).toContain(race.name);
    expect(newest[4]).toContain(newRaceName);
    for (const text of newest) expect(text).toContain('Birgit Bestyrelse');

    // Filtered to classes: the conflict flag went from 0 to 1, marked as changed.
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Klasse' });
    await page.getByText('1 ændring', { exact: true }).waitFor();
    const conflictRow = page.getByRole('row', { name: /^Konfliktklasse \(ændret\) 0 1$/ });
    await conflictRow.waitFor();
    expect(await conflictRow.getAttribute('data-changed')).toBe('true');

    // Filtered to the race by its id: the rename and the base hits, side by side.
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Race' });
    await page.getByRole('textbox', { name: 'Nummer (id)' }).fill(String(race.id));
    await page.getByText('2 ændringer', { exact: true }).waitFor();
    await page.getByRole('row', { name: `Navn (ændret) ${race.name} ${newRaceName}` }).waitFor();
    await page
      .getByRole('row', { name: `Grundliv (ændret) ${race.base_hits} ${race.base_hits + 3}` })
      .waitFor();
    await screenshot(page, 'curate-audit-desktop');

    // Rules data: the world downloads as one file; this install already has rules, so
    // loading the file back is refused with the reason.
    await page.getByRole('link', { name: 'Regeldata' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Hent regelfil' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^rules-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await file.path();
    await page.locator('input[type="file"]').setInputFiles(path);
    await page.getByRole('button', { name: 'Indlæs regelfil' }).click();
    await page
      .getByRole('alert')
      .getByText(/Databasen har allerede regeldata/)
      .waitFor();
    await screenshot(page, 'curate-rules-data-desktop');
    // The refused import is the one failed request the browser reports.
    expect(pageProblems(page)).toEqual([
      'console: Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);

    // On a phone the log is a list of cards that fit the screen.
    const phone = await newPage(browser, 'phone');
    await logInViaApi(phone, server, board, 'audit');
    await phone.getByRole('list', { name: 'Ændringer' }).getByRole('listitem').first().waitFor();
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'curate-audit-phone');
    await openNavigation(phone);
    await phone.getByRole('link', { name: 'Revisionslog' }).waitFor();
    await phone.goto(`${server.url}races-classes`);
    await phone.getByRole('button', { name: `Ret ${newRaceName}`, exact: true }).click();
    await phone.getByRole('dialog', { name: `Rediger racen ${newRaceName}` }).waitFor();
    await screenshot(phone, 'curate-race-form-phone');
    await phone.goto(`${server.url}rules-data`);
    await phone.getByRole('button', { name: 'Hent regelfil' }).waitFor();
    await screenshot(phone, 'curate-rules-data-phone');
    expect(pageProblems(phone)).toEqual([]);
  });
});

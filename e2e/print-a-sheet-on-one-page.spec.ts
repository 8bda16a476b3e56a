import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CHARACTER_TEXT_LIMITS } from '@club/shared/contract/characters';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';
import { abilitiesOf, createCharacterViaApi } from './character-setup';

/** Pages in a PDF: each page object is `/Type /Page` (the page tree is `/Pages`). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

async function printPdf(page: Page): Promise<Buffer> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  return pdf;
}

describe('printing characters', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    // Enough XP to fill every level of every profession: the largest sheet there is.
    [server, browser] = await Promise.all([
      startServer({ env: { STARTING_XP: '5000' } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('puts the largest sheet the rules allow on exactly one A4 page', async () => {
    const player = await createUser(server, { role: 'user' });
    const token = await apiToken(server, player);
    const character = await createCharacterViaApi(server, token, 'Ragnhild den Grundige');
    const rows = [];
    for (const profession of character.professions) {
      for (const ability of await abilitiesOf(server, token, profession.id)) {
        // A flagged ability locks only with its special ability chosen: take the first.
        const { body: choices } = await apiCall<{ abilities: { id: number }[] }>(
          server,
          `abilities/${ability.id}/special-abilities`,
          { token },
        );
        rows.push({
          profession_id: profession.id,
          ability_id: ability.id,
          special_ability_id: choices.abilities[0]?.id ?? null,
        });
      }
    }
    const saved = await apiCall(server, `characters/${character.id}/abilities`, {
      token,
      body: { abilities: rows },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const board = await createUser(server, { role: 'bestyrelse' });
    const longest = 'Må kalde på skovens ånder ved fuldmåne. '.repeat(20);
    const organizer = await apiCall(server, `characters/${character.id}/organizer-abilities`, {
      method: 'PUT',
      token: await apiToken(server, board),
      body: Object.fromEntries(
        [1, 2, 3, 4, 5, 6].map((n) => [
          `arrangor_ability_${n}`,
          longest.slice(0, CHARACTER_TEXT_LIMITS.organizerAbility),
        ]),
      ),
    });
    expect(organizer.status, JSON.stringify(organizer.body)).toBe(200);

    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, player, `character/${character.id}`);
    await page.getByRole('link', { name: 'Udskriv' }).click();
    const sheet = page.getByRole('article', { name: 'Udskrift af Ragnhild den Grundige' });
    await sheet.waitFor();
    await sheet.getByText('Arrangørevner').waitFor();
    expect(await sheet.getByRole('row').count()).toBe(rows.length + 6);
    const fitted = Number(await sheet.locator('[data-fitted]').getAttribute('data-fitted'));
    expect(fitted).toBeGreaterThan(0);
    await screenshot(page, 'print-sheet-desktop');

    const pdf = await printPdf(page);
    expect(pdfPages(pdf)).toBe(1);

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'print-sheet-phone');
  });

  it('prints every active character for staff, one per page, and as a PDF download', async () => {
    for (const name of ['Eir', 'Frode', 'Gunvor']) {
      const member = await createUser(server, { role: 'user', name: `Spiller ${name}` });
      await createCharacterViaApi(server, await apiToken(server, member), name);
    }
    const admin = await createUser(server, { role: 'admin' });
    const { body } = await apiCall<{ sheets: unknown[] }>(server, 'characters/print', {
      token: await apiToken(server, admin),
    });
    const count = body.sheets.length;
    expect(count).toBeGreaterThanOrEqual(3);

    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, admin, 'manage-users');
    await page.getByRole('link', { name: 'Udskriv figurer' }).click();
    await page.getByRole('status').getByText(`${count} figurer`).waitFor();
    expect(await page.getByRole('article').count()).toBe(count);
    await screenshot(page, 'print-characters-desktop');

    expect(pdfPages(await printPdf(page))).toBe(count);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Hent som PDF' }).click(),
    ]);
    const file = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(pdfPages(readFileSync(file))).toBe(count);
  });
});

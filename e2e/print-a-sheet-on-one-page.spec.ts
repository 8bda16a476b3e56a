import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintSheet } from '@club/shared/contract/print';
import { totalHits } from '@club/shared/rules/hits';
import type { Browser, Locator, Page } from 'playwright-core';
import { CHARACTER_TEXT_LIMITS } from '@club/shared/contract/characters';
import { logInViaApi } from './harness/auth';
import { ARTIFACTS_DIR } from './harness/paths';
import { launchBrowser, newPage, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';
import { abilitiesOf, createCharacterViaApi } from './character-setup';

/** Pages in a PDF: each page object is `/Type /Page` (the page tree is `/Pages`). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

/** The ruled note lines that lie wholly inside the notes area. */
function visibleNoteLines(sheet: Locator): Promise<number> {
  return sheet.getByTestId('notes-lines').evaluate((area) => {
    const box = area.getBoundingClientRect();
    return Array.from(area.children).filter((line) => {
      const rule = line.getBoundingClientRect();
      return rule.height > 0 && rule.top >= box.top && rule.bottom <= box.bottom + 0.5;
    }).length;
  });
}

/** Keeps a printed PDF beside the screenshots, to look at its pages (pdftoppm -png). */
function savePdf(pdf: Buffer, name: string): void {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS_DIR, `${name}.pdf`), pdf);
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

    // The club's look: the crest, serif headings, a parchment tone.
    expect(await sheet.locator('header img').first().getAttribute('src')).toMatch(/favicon\.svg$/);
    expect(
      await sheet
        .getByRole('heading', { level: 1 })
        .evaluate((h) => getComputedStyle(h).fontFamily),
    ).toMatch(/serif/i);
    expect(await sheet.evaluate((a) => getComputedStyle(a).backgroundColor)).not.toBe(
      'rgb(255, 255, 255)',
    );
    // Boxes to tally hits (the race's and the abilities' bonus) and mana during play.
    const { body: sheetData } = await apiCall<PrintSheet>(
      server,
      `characters/${character.id}/print`,
      { token },
    );
    const hits = totalHits(sheetData.character.race_base_hits, sheetData.abilities);
    expect(await sheet.getByTestId('tally-Liv').locator('span').count()).toBe(hits);
    expect(await sheet.getByTestId('tally-Mana').locator('span').count()).toBe(
      sheetData.character.race_base_mana,
    );
    // Every chosen special ability in full, the languages among them.
    expect(sheetData.special_abilities.length).toBeGreaterThan(0);
    for (const special of sheetData.special_abilities)
      await sheet.getByText(special.effect, { exact: false }).first().waitFor();
    await sheet.getByRole('heading', { name: 'Sprog', exact: true }).waitFor();
    // Ruled space for notes, however full the sheet.
    const notes = await sheet.getByTestId('notes-lines').boundingBox();
    expect(notes!.height).toBeGreaterThan(40);
    expect(await visibleNoteLines(sheet)).toBeGreaterThanOrEqual(2);
    expect(fitted).toBeGreaterThanOrEqual(6);

    const pdf = await printPdf(page);
    expect(pdfPages(pdf)).toBe(1);
    savePdf(pdf, 'print-sheet-full');

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'print-sheet-phone');
  });

  it('uses the whole page for a short sheet: the notes take what the abilities leave', async () => {
    const player = await createUser(server, { role: 'user' });
    const token = await apiToken(server, player);
    const character = await createCharacterViaApi(server, token, 'Ask Unge');
    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, player, `character/${character.id}/print`);
    const sheet = page.getByRole('article', { name: 'Udskrift af Ask Unge' });
    await sheet.waitFor();
    await sheet.getByTestId('notes-lines').waitFor();
    const [page_, notes] = await Promise.all([
      sheet.boundingBox(),
      sheet.getByTestId('notes-lines').boundingBox(),
    ]);
    // The ruled lines reach the foot of the page, and fill a good part of it.
    expect(await visibleNoteLines(sheet)).toBeGreaterThan(10);
    expect(page_!.y + page_!.height - (notes!.y + notes!.height)).toBeLessThan(60);
    expect(notes!.height).toBeGreaterThan(page_!.height * 0.25);
    await screenshot(page, 'print-sheet-short-desktop');
    const pdf = await printPdf(page);
    expect(pdfPages(pdf)).toBe(1);
    savePdf(pdf, 'print-sheet-short');
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

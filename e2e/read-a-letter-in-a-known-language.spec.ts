import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LanguagesResponse } from '@club/shared/contract/languages';
import { appPath, logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import {
  apiCall,
  apiToken,
  createUser,
  startServer,
  type TestServer,
  type TestUser,
} from './harness/server';
import { characterWhoKnowsALanguage, createCharacterViaApi } from './character-setup';

const LETTER_TITLE = 'Brev til vogterne ved vadestedet';
const LETTER_BODY = [
  '# Til vogterne',
  '',
  'Kom *straks* til vadestedet, når månen er ny.',
  '',
  '- to kister med sølv',
  '- en fange',
  '',
  '<script>window.hacked = true</script>',
].join('\n');

/** The font family the script sheet is set in, once its font has loaded. */
async function sheetFontFamily(page: Page): Promise<string> {
  return page
    .getByRole('img', { name: new RegExp(`»${LETTER_TITLE}«`) })
    .evaluate((element) => getComputedStyle(element).fontFamily);
}

/**
 * The pages of a PDF Chromium printed: each page's size in points and the font sizes (CSS
 * pixels) of the text runs drawn on it.
 */
function pdfPages(pdf: Buffer): { size: number[]; fontSizes: number[] }[] {
  const text = pdf.toString('latin1');
  const objects = new Map<number, string>();
  for (const match of text.matchAll(/(\d+) 0 obj(.*?)endobj/gs))
    objects.set(Number(match[1]), match[2]!);
  return [...objects.values()]
    .filter((body) => /\/Type\s*\/Page\b/.test(body))
    .map((body) => {
      const size = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)/.exec(body)!.slice(1).map(Number);
      const contents = objects.get(Number(/\/Contents\s+(\d+) 0 R/.exec(body)![1]))!;
      const stream = /stream\r?\n(.*)endstream/s.exec(contents)![1]!;
      const drawn = zlib.inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
      const fontSizes = [...drawn.matchAll(/\/F\d+\s+([\d.]+)\s+Tf/g)].map((m) => Number(m[1]));
      return { size, fontSizes };
    });
}

describe('a letter in a language', () => {
  let server: TestServer;
  let browser: Browser;
  let board: TestUser;
  let reader: TestUser;
  let stranger: TestUser;
  let languageName: string;
  let letterPath: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    [board, reader, stranger] = await Promise.all([
      createUser(server, { role: 'bestyrelse' }),
      createUser(server, { role: 'user' }),
      createUser(server, { role: 'user' }),
    ]);
    languageName = await characterWhoKnowsALanguage(server, reader);
    // The other member's active character has learnt no language.
    await createCharacterViaApi(server, await apiToken(server, stranger), 'Tora Tavs');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the board writes a letter in the language from its card', async () => {
    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, board, 'languages');
    const card = page.getByRole('article', { name: languageName, exact: true });
    await card.getByRole('button', { name: `Nyt dokument på ${languageName}` }).click();

    const dialog = page.getByRole('dialog', { name: `Nyt dokument på ${languageName}` });
    await dialog.getByRole('textbox', { name: /Titel/ }).fill(LETTER_TITLE);
    await dialog.getByRole('textbox', { name: /^Tekst/ }).fill(LETTER_BODY);
    await dialog
      .getByRole('textbox', { name: /Note til arrangører/ })
      .fill('Gives til den, der finder budbringeren.');
    await screenshot(page, 'write-a-letter-desktop');
    await dialog.getByRole('button', { name: 'Opret dokument' }).click();

    await page.getByText(`Dokumentet »${LETTER_TITLE}« er oprettet`).waitFor();
    const link = card.getByRole('link', { name: LETTER_TITLE });
    await link.waitFor();
    letterPath = (await link.getAttribute('href'))!.replace(/^.*?\/languages\//, 'languages/');

    // Staff see the script and the Latin letters side by side, with the note.
    await link.click();
    const latin = page.getByRole('region', { name: /latinske bogstaver/ });
    await latin.getByRole('heading', { name: 'Til vogterne' }).waitFor();
    await latin.getByText('<script>window.hacked = true</script>').waitFor();
    await page.getByText('Gives til den, der finder budbringeren.').waitFor();
    await expect.poll(() => sheetFontFamily(page)).toContain('club-language-');
    await screenshot(page, 'letter-staff-desktop');
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    expect(pageProblems(page)).toEqual([]);
  });

  it('a member whose active character knows the language reads it in the script', async () => {
    const { body: languages } = await apiCall<LanguagesResponse>(server, 'languages', {
      token: await apiToken(server, reader),
    });
    expect(languages.some((l) => l.name === languageName)).toBe(true);

    for (const device of ['desktop', 'phone'] as const) {
      const page = await newPage(browser, device);
      await logInViaApi(page, server, reader, 'languages');
      const card = page.getByRole('article', { name: languageName, exact: true });
      await card.getByRole('link', { name: LETTER_TITLE }).waitFor();
      await screenshot(page, `letters-on-the-language-card-${device}`);
      await card.getByRole('link', { name: LETTER_TITLE }).click();
      await page.getByRole('heading', { level: 1, name: LETTER_TITLE }).waitFor();
      expect(appPath(page, server)).toBe(`/${letterPath}`);
      await expect.poll(() => sheetFontFamily(page)).toContain('club-language-');
      await page.getByRole('region', { name: 'Skriftnøgle' }).waitFor();
      // No Latin version for a player, and the script's letters cannot be selected and copied.
      expect(await page.getByRole('region', { name: /latinske bogstaver/ }).count()).toBe(0);
      expect(await page.getByText('Gives til den').count()).toBe(0);
      const sheet = page.getByRole('img', { name: new RegExp(`»${LETTER_TITLE}«`) });
      expect(await sheet.evaluate((element) => getComputedStyle(element).userSelect)).toBe('none');

      const normalSize = await sheet.evaluate((element) => getComputedStyle(element).fontSize);
      await page.getByRole('switch', { name: 'Større bogstaver' }).check();
      await expect
        .poll(() => sheet.evaluate((element) => getComputedStyle(element).fontSize))
        .not.toBe(normalSize);
      await screenshot(page, `read-a-letter-${device}`);

      if (device === 'desktop') {
        await page.emulateMedia({ media: 'print' });
        await screenshot(page, 'read-a-letter-print');
        await page.emulateMedia({ media: 'screen' });
        // Printed on A4 (595 × 842 points), in the script's font.
        const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
        const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
        expect(box && [Math.round(Number(box[1])), Math.round(Number(box[2]))]).toEqual([595, 842]);
        expect(pdf).toMatch(/\/FontName\s*\/[A-Z]{6}\+/);
      }
      expect(pageProblems(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('a long letter prints on several A4 pages with the title heading each', async () => {
    const token = await apiToken(server, board);
    const { body: languages } = await apiCall<LanguagesResponse>(server, 'languages', { token });
    const language = languages.find((l) => l.name === languageName)!;
    const body = Array.from(
      { length: 40 },
      (_, i) => `Afsnit ${i + 1}: ${'lang vej til det faldne tårn '.repeat(8)}`,
    ).join('\n\n');
    const created = await apiCall<{ id: number }>(server, `languages/${language.id}/documents`, {
      token,
      body: { title: 'Den lange rulle', body },
    });
    expect(created.status).toBe(201);

    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, board, `languages/${language.id}/documents/${created.body.id}`);
    await page
      .getByRole('region', { name: /latinske bogstaver/ })
      .getByText(/^Afsnit 40/)
      .waitFor();
    await expect.poll(() => page.getByTestId('document-print').count()).toBe(1);
    await page.evaluate(() => document.fonts.ready);

    const pages = pdfPages(await page.pdf({ preferCSSPageSize: true }));
    expect(pages.length).toBeGreaterThan(1);
    for (const { size, fontSizes } of pages) {
      expect(size.map(Math.round)).toEqual([595, 842]);
      // The title (18 pt = 24 px) once at the head of every page, the text (16 pt) below it.
      expect(fontSizes.filter((s) => s === 24)).toHaveLength(1);
      expect(fontSizes.filter((s) => Math.round(s) === 21).length).toBeGreaterThan(0);
    }
    await page.context().close();
  });

  it('another member is told their character does not know the language', async () => {
    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, stranger, 'languages');
    const card = page.getByRole('article', { name: languageName, exact: true });
    await card
      .getByRole('listitem')
      .filter({ hasText: LETTER_TITLE })
      .getByRole('img', { name: 'Din figur kan ikke læse det' })
      .waitFor();
    await card.getByRole('link', { name: LETTER_TITLE }).click();

    const alert = page.getByRole('alert');
    await alert.getByText('Din figur kender ikke dette sprog.').waitFor();
    expect(await page.getByText(/vadestedet, når månen/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Udskriv' }).count()).toBe(0);
    await screenshot(page, 'letter-not-known-desktop');
    // The refusal is the answer the page expects, not a fault.
    expect(pageProblems(page).filter((p) => !p.includes('403'))).toEqual([]);
  });
});

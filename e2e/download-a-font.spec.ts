import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LanguagesResponse } from '@club/shared/contract/languages';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';
import { characterWhoKnowsALanguage } from './character-setup';

/** The first four bytes of a TrueType font: sfnt version 1.0, or 'true' (Apple). */
function isTrueType(bytes: Buffer): boolean {
  const tag = bytes.subarray(0, 4);
  return tag.equals(Buffer.from([0x00, 0x01, 0x00, 0x00])) || tag.toString('latin1') === 'true';
}

describe('downloading a language font', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a player whose character knows a language writes in it and downloads its font', async () => {
    const player = await createUser(server, { role: 'user' });
    const languageName = await characterWhoKnowsALanguage(server, player);
    const { body: languages } = await apiCall<LanguagesResponse>(server, 'languages', {
      token: await apiToken(server, player),
    });
    const other = languages.find((l) => l.name !== languageName)!;

    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, player, 'languages');
    const card = page.getByRole('article', { name: languageName, exact: true });
    await card.getByText('Din figur kender sproget').waitFor();
    await page
      .getByRole('article', { name: other.name, exact: true })
      .getByText('Din figur kender ikke dette sprog.')
      .waitFor();

    // What the player types is set in the language's own font.
    await card.getByRole('textbox', { name: `Skriv en tekst på ${languageName}` }).fill('Skål');
    const rendered = card.getByRole('img', { name: new RegExp(`skrift: Skål$`) });
    await expect
      .poll(() => rendered.evaluate((element) => getComputedStyle(element).fontFamily))
      .toContain('club-language-');
    const loadedFaces = await page.evaluate(() => {
      const families: string[] = [];
      document.fonts.forEach((face) => {
        if (face.status === 'loaded') families.push(face.family.replace(/"/g, ''));
      });
      return families;
    });
    expect(loadedFaces.some((family) => family.startsWith('club-language-'))).toBe(true);

    await card.getByRole('button', { name: 'Vis skriftnøgle' }).click();
    // The key's cells: the card's document list holds links, the key does not.
    const keyCells = card.getByRole('listitem').filter({ hasNot: page.getByRole('link') });
    expect(await keyCells.count()).toBe(29 + 10);
    await screenshot(page, 'download-a-font-desktop');

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Hent skrifttype' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${languageName.replace(/\s+/g, '')}.ttf`);
    const bytes = await fs.readFile(await download.path());
    expect(bytes.length).toBeGreaterThan(1000);
    expect(isTrueType(bytes)).toBe(true);
    await page.getByText(`Skrifttypen ${languageName} er hentet`).waitFor();
    expect(pageProblems(page)).toEqual([]);
  });
});

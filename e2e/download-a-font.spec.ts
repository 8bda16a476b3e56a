import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Character } from '@club/shared/contract/characters';
import type { LanguagesResponse } from '@club/shared/contract/languages';
import type {
  ClassesResponse,
  ClassProfessionsResponse,
  ProfessionsResponse,
  RacesClassesResponse,
  SpecialAbilitiesResponse,
} from '@club/shared/contract/rules';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import {
  apiCall,
  apiToken,
  createUser,
  startServer,
  type TestServer,
  type TestUser,
} from './harness/server';

/** The first four bytes of a TrueType font: sfnt version 1.0, or 'true' (Apple). */
function isTrueType(bytes: Buffer): boolean {
  const tag = bytes.subarray(0, 4);
  return tag.equals(Buffer.from([0x00, 0x01, 0x00, 0x00])) || tag.toString('latin1') === 'true';
}

/**
 * Gives the user an active character who has learnt a language, the way a player would:
 * a class whose first profession teaches languages, its first two levels bought, and a
 * language chosen as the special ability of the second. Returns the language's name.
 */
async function characterWhoKnowsALanguage(server: TestServer, user: TestUser): Promise<string> {
  const token = await apiToken(server, user);
  const get = async <T>(path: string) => (await apiCall<T>(server, path, { token })).body;

  const classes = await get<ClassesResponse>('classes');
  const professions = await get<ProfessionsResponse>('professions');
  const races = await get<RacesClassesResponse>('races-classes');
  const teachesLanguage = (professionId: number) =>
    professions
      .find((p) => p.id === professionId)
      ?.abilities.some((a) => a.order_learned === 2 && a.has_special_ability === 1);

  for (const candidate of classes) {
    const lists = await get<ClassProfessionsResponse>(`classes/${candidate.id}/professions`);
    const first = lists.mandatory[0];
    const race = races.find((r) => r.allowed_classes.some((c) => c.id === candidate.id));
    if (!first || !race || !teachesLanguage(first.id)) continue;
    const [level1, level2] = professions
      .find((p) => p.id === first.id)!
      .abilities.sort((a, b) => a.order_learned - b.order_learned);
    const { abilities: choices } = await get<SpecialAbilitiesResponse>(
      `abilities/${level2!.id}/special-abilities`,
    );
    const language = choices.find((s) => s.type === 'Sprog');
    if (!language) continue;

    const professionIds = [
      ...lists.mandatory.map((p) => p.id),
      ...lists.assigned.slice(0, candidate.additional_professions).map((p) => p.id),
    ];
    const created = await apiCall<Character>(server, 'characters', {
      token,
      body: {
        name: 'Runa Blækfinger',
        race_id: race.id,
        class_id: candidate.id,
        profession_ids: professionIds,
        avatar_path: 'human',
      },
    });
    expect(created.status).toBe(201);
    const sheet = await apiCall(server, `characters/${created.body.id}/abilities`, {
      token,
      body: {
        abilities: [
          { profession_id: first.id, ability_id: level1!.id, special_ability_id: null },
          { profession_id: first.id, ability_id: level2!.id, special_ability_id: language.id },
        ],
      },
    });
    expect(sheet.status).toBe(200);
    return language.name;
  }
  throw new Error('The demo world has no class whose first profession teaches a language');
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
    expect(await card.getByRole('listitem').count()).toBe(29 + 10);
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appPath, goTo, logInViaApi } from './harness/auth';
import { launchBrowser, newPage, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';
import { abilitiesOf, abilityCell, createCharacterViaApi } from './character-setup';
import type { Character } from '@club/shared/contract/characters';
import type {
  ClassesResponse,
  ClassProfessionsResponse,
  ProfessionsResponse,
  RacesClassesResponse,
  SpecialAbilitiesResponse,
} from '@club/shared/contract/rules';

/** An active character who learnt a language (the sheet's way); returns its name. */
async function characterWhoKnowsALanguage(server: TestServer, token: string): Promise<string> {
  const get = async <T>(path: string) => (await apiCall<T>(server, path, { token })).body;
  const classes = await get<ClassesResponse>('classes');
  const professions = await get<ProfessionsResponse>('professions');
  const races = await get<RacesClassesResponse>('races-classes');
  for (const candidate of classes) {
    const lists = await get<ClassProfessionsResponse>(`classes/${candidate.id}/professions`);
    const first = lists.mandatory[0];
    const race = races.find((r) => r.allowed_classes.some((c) => c.id === candidate.id));
    const abilities = professions.find((p) => p.id === first?.id)?.abilities ?? [];
    const [level1, level2] = [...abilities].sort((a, b) => a.order_learned - b.order_learned);
    if (!first || !race || !level1 || !level2 || level2.has_special_ability !== 1) continue;
    const { abilities: choices } = await get<SpecialAbilitiesResponse>(
      `abilities/${level2.id}/special-abilities`,
    );
    const language = choices.find((s) => s.type === 'Sprog');
    if (!language) continue;
    const created = await apiCall<Character>(server, 'characters', {
      token,
      body: {
        name: 'Runa Blækfinger',
        race_id: race.id,
        class_id: candidate.id,
        profession_ids: [
          ...lists.mandatory.map((p) => p.id),
          ...lists.assigned.slice(0, candidate.additional_professions).map((p) => p.id),
        ],
        avatar_path: 'human',
      },
    });
    expect(created.status).toBe(201);
    const sheet = await apiCall(server, `characters/${created.body.id}/abilities`, {
      token,
      body: {
        abilities: [
          { profession_id: first.id, ability_id: level1.id, special_ability_id: null },
          { profession_id: first.id, ability_id: level2.id, special_ability_id: language.id },
        ],
      },
    });
    expect(sheet.status).toBe(200);
    return language.name;
  }
  throw new Error('The demo world has no class whose first profession teaches a language');
}

/** Waits until the service worker controls the page and the offline store holds `paths`. */
async function offlineStoreHolds(page: Page, server: TestServer, paths: string[]): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const urls = paths.map((path) => new URL(`api/${path}`, server.url).href);
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const cache = await caches.open('club-offline-v1');
          const held = new Set((await cache.keys()).map((request) => request.url));
          return wanted.filter((url) => !held.has(url));
        }, urls),
      { interval: 250 },
    )
    .toEqual([]);
}

const notice = (page: Page) => page.getByTestId('offline-notice');

/** Locking asks first; the member says yes. */
async function lockThroughTheConfirmation(page: Page): Promise<void> {
  const confirm = page.getByRole('dialog', { name: 'Lås arket?' });
  // A confirmation answered before is gone before the sheet is locked again.
  await confirm.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Lås arket', exact: true }).click();
  await confirm.getByRole('button', { name: 'Ja, lås arket' }).click();
}

describe('a member at an event without signal', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('reads the sheet and the rules offline, is refused a save at once, and locks once back online', async () => {
    const player = await createUser(server, { role: 'user' });
    const token = await apiToken(server, player);
    const character = await createCharacterViaApi(server, token, 'Sigrid Skovgænger');
    const first = [...character.professions].sort((a, b) => a.position - b.position)[0];
    if (!first) throw new Error('A character has six professions');
    const [firstL1] = await abilitiesOf(server, token, first.id);
    if (!firstL1) throw new Error('The demo professions have abilities');
    const { body: languages } = await apiCall<{ id: number; name: string }[]>(server, 'languages', {
      token,
    });
    const language = languages[0];
    if (!language) throw new Error('The demo world has languages');

    const page = await newPage(browser, 'phone');
    await logInViaApi(page, server, player, `character/${character.id}/abilities`);
    await page.getByRole('heading', { level: 1, name: 'Evner for Sigrid Skovgænger' }).waitFor();
    expect(await notice(page).count()).toBe(0);
    // The store fills itself after login, screens never opened included.
    await offlineStoreHolds(page, server, [
      'races-classes',
      'classes',
      'professions',
      'languages',
      'characters',
      `characters/${character.id}`,
      `characters/${character.id}/abilities`,
      `professions/${first.id}/abilities`,
    ]);

    // A repeat visit loads the app from the service worker, not the network.
    const fromWorker: boolean[] = [];
    const watch = (response: import('playwright-core').Response) => {
      if (/\/assets\/.*\.js$/.test(response.url()) || response.request().isNavigationRequest())
        fromWorker.push(response.fromServiceWorker());
    };
    page.on('response', watch);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Evner for Sigrid Skovgænger' }).waitFor();
    page.off('response', watch);
    expect(fromWorker.length).toBeGreaterThan(3);
    expect(fromWorker.every(Boolean)).toBe(true);

    await page.context().setOffline(true);

    // The sheet, reloaded without signal: the member is still logged in and sees it.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Evner for Sigrid Skovgænger' }).waitFor();
    await notice(page)
      .getByText(/^Offline — vist som det var /)
      .waitFor();
    await abilityCell(page, firstL1.name).waitFor();
    await screenshot(page, 'offline-sheet-phone');

    // Each rules screen, opened for the first time without signal.
    for (const [route, text] of [
      ['dashboard', 'Sigrid Skovgænger'],
      ['races-classes', 'Dværge'],
      ['classes', 'Kriger'],
      ['professions', first.name],
      ['languages', language.name],
    ] as const) {
      await goTo(page, server, route);
      await page.getByText(text, { exact: true }).first().waitFor();
      await notice(page)
        .getByText(/^Offline — vist som det var /)
        .waitFor();
      expect(appPath(page, server)).toBe(`/${route}`);
    }
    await screenshot(page, 'offline-languages-phone');

    // The character's details, never opened before, through the app.
    await goTo(page, server, `character/${character.id}`);
    await page.getByRole('heading', { level: 1, name: /Sigrid Skovgænger/ }).waitFor();
    await notice(page).waitFor();

    // A save offline is refused at once, and the choice stays on the sheet.
    await goTo(page, server, `character/${character.id}/abilities`);
    await abilityCell(page, firstL1.name).click();
    await lockThroughTheConfirmation(page);
    await page.getByText('Du er offline: intet blev gemt.').first().waitFor();
    expect(await abilityCell(page, firstL1.name).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'offline-save-refused-phone');

    // Back online, the same sheet locks.
    await page.context().setOffline(false);
    await lockThroughTheConfirmation(page);
    await page.getByText('Arket er gemt og låst.').waitFor();
    const saved = await apiCall<{ ability_id: number }[] | { abilities: { ability_id: number }[] }>(
      server,
      `characters/${character.id}/abilities`,
      { token },
    );
    expect(JSON.stringify(saved.body)).toContain(`"ability_id":${firstL1.id}`);
  });

  it('reads a known language and a letter in it in its own script offline, on screens never opened', async () => {
    const player = await createUser(server, { role: 'user' });
    const token = await apiToken(server, player);
    // The first character, who knows no language, is the active one at first.
    await createCharacterViaApi(server, token, 'Tora Tavs');
    const languageName = await characterWhoKnowsALanguage(server, token);
    const { body: languages } = await apiCall<{ id: number; name: string }[]>(server, 'languages', {
      token,
    });
    const known = languages.find((l) => l.name === languageName);
    if (!known) throw new Error('The known language is listed');
    const board = await createUser(server, { role: 'bestyrelse' });
    const letter = await apiCall<{ id: number }>(server, `languages/${known.id}/documents`, {
      token: await apiToken(server, board),
      body: { title: 'Besked til vagten', body: 'Porten åbnes ved midnat.' },
    });
    expect(letter.status).toBe(201);

    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, player, 'dashboard');
    await page.getByText('Runa Blækfinger').first().waitFor();
    // The store has filled itself for Tora, who reads nothing yet.
    await offlineStoreHolds(page, server, ['languages', `languages/${known.id}/documents`]);
    // The member makes Runa the active character during the same visit: what she can read
    // joins the store without being opened.
    await page.getByRole('button', { name: 'Gør aktiv: Runa Blækfinger' }).click();
    await offlineStoreHolds(page, server, [
      `languages/${known.id}/font`,
      `documents/${letter.body.id}`,
    ]);
    await page.context().setOffline(true);

    await goTo(page, server, 'languages');
    const card = page.getByRole('article', { name: languageName, exact: true });
    await card.getByText('Din figur kender sproget').waitFor();
    await notice(page).waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const families: string[] = [];
          document.fonts.forEach((face) => {
            if (face.status === 'loaded') families.push(face.family.replace(/"/g, ''));
          });
          return families;
        }),
      )
      .toContain(`club-language-${known.id}`);
    expect(await card.getByText('Skrifttypen kunne ikke indlæses', { exact: false }).count()).toBe(
      0,
    );
    await screenshot(page, 'offline-known-language-desktop');

    // The letter, never opened online, reads in the script through the app.
    await card.getByRole('link', { name: 'Besked til vagten' }).click();
    const sheet = page.getByRole('img', { name: /»Besked til vagten«/ });
    await sheet.getByText('Porten åbnes ved midnat.').waitFor();
    expect(await sheet.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(
      `club-language-${known.id}`,
    );
    await notice(page).waitFor();
    await screenshot(page, 'offline-letter-desktop');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';
import { mouseDrag } from './harness/drag';
import { raceAndClass, sixProfessionsOf, type CreatedCharacter } from './character-setup';

describe('creating a character', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a player creates a character with exactly six professions', async () => {
    const player = await createUser(server, { role: 'user', name: 'Hilde Høgsdatter' });
    const token = await apiToken(server, player);
    const { classId } = await raceAndClass(server, token, 'Dværge', 'Kriger');
    const { mandatory, optional } = await sixProfessionsOf(server, token, classId);
    const [dragged, ...rest] = optional;
    const last = rest.pop();
    if (!dragged || !last) throw new Error('The demo Kriger needs at least two optional picks');

    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, player);
    await page.getByRole('heading', { level: 1, name: 'Velkommen, Hilde Høgsdatter' }).waitFor();
    await page.getByRole('button', { name: 'Opret figur' }).click();
    const form = page.getByRole('region', { name: 'Ny figur' });

    // Name first, then race, then class.
    const race = form.getByRole('combobox', { name: 'Race' });
    const cls = form.getByRole('combobox', { name: 'Klasse' });
    expect(await race.isDisabled()).toBe(true);
    expect(await cls.isDisabled()).toBe(true);
    await form.getByRole('textbox', { name: 'Navn' }).fill('Hrolf Stenfod');
    await race.selectOption({ label: 'Dværge' });
    expect(await cls.isDisabled()).toBe(false);
    await cls.selectOption({ label: 'Kriger' });
    for (const profession of mandatory)
      await form.getByText(profession.name, { exact: true }).waitFor();

    // One optional profession dragged with the mouse, the others added with the buttons.
    await mouseDrag(
      page,
      form.getByRole('button', { name: `Træk ${dragged.name}` }),
      form.getByRole('heading', { name: /^Dine valg/ }),
    );
    await form.getByRole('button', { name: `Fjern ${dragged.name}` }).waitFor();
    for (const profession of rest)
      await form.getByRole('button', { name: `Tilføj ${profession.name}` }).click();
    await form.getByRole('radio', { name: 'Dværg' }).click();
    await screenshot(page, 'create-character-five-desktop');

    // Five of six: refused with SPEC's message, nothing sent.
    await form.getByRole('button', { name: 'Opret figur' }).click();
    await form.getByText('Vælg præcis 6 professioner i alt (obligatoriske + valgfrie)').waitFor();
    expect(
      (await apiCall<{ characters: unknown[] }>(server, 'characters', { token })).body.characters,
    ).toEqual([]);

    // The sixth by keyboard; then the class's limit blocks any more.
    await form.getByRole('button', { name: `Tilføj ${last.name}` }).press('Enter');
    await form.getByText('6 af 6 valgt').waitFor();
    const stillFree = form.getByRole('button', { name: /^Tilføj / });
    for (const button of await stillFree.all()) expect(await button.isDisabled()).toBe(true);
    for (const handle of await form.getByRole('button', { name: /^Træk / }).all()) {
      expect(await handle.isDisabled()).toBe(true);
    }

    await form.getByRole('button', { name: 'Opret figur' }).click();
    const card = page.getByRole('article', { name: 'Hrolf Stenfod' });
    await card.waitFor();
    expect(await card.getByText('Aktiv').isVisible()).toBe(true);
    await screenshot(page, 'create-character-done-desktop');

    const { body } = await apiCall<{ characters: CreatedCharacter[] }>(server, 'characters', {
      token,
    });
    expect(body.characters).toHaveLength(1);
    expect(body.characters[0]?.professions.map((p) => p.name)).toEqual(
      [...mandatory, dragged, ...rest, last].map((p) => p.name),
    );
    expect(pageProblems(page)).toEqual([]);
  });

  it('a player on a phone gets the race only after a name', async () => {
    const player = await createUser(server, { role: 'user' });
    const page = await newPage(browser, 'phone');
    await logInViaApi(page, server, player, 'characters/create');
    const form = page.getByRole('region', { name: 'Ny figur' });
    await form.waitFor();
    expect(await form.getByRole('combobox', { name: 'Race' }).isDisabled()).toBe(true);
    await form.getByRole('textbox', { name: 'Navn' }).fill('Sten');
    expect(await form.getByRole('combobox', { name: 'Race' }).isDisabled()).toBe(false);
    await screenshot(page, 'create-character-standalone-phone');
  });
});

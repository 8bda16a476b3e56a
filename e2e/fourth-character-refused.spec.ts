import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';
import { createCharacterViaApi, raceAndClass, sixProfessionsOf } from './character-setup';

describe('the character limit', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a player with three characters cannot create a fourth', async () => {
    const player = await createUser(server, { role: 'user' });
    const token = await apiToken(server, player);
    for (const name of ['Åse', 'Bodil', 'Cecilie'])
      await createCharacterViaApi(server, token, name);

    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, player);
    await page.getByRole('article', { name: 'Cecilie' }).waitFor();
    const create = page.getByRole('button', { name: 'Opret figur' });
    expect(await create.isDisabled()).toBe(true);
    await page
      .getByText('Du har nået grænsen på 3 figurer, så du kan ikke oprette flere.')
      .waitFor();
    await screenshot(page, 'fourth-character-refused-desktop');

    // The server refuses it too, whatever the screen allows.
    const { raceId, classId } = await raceAndClass(server, token, 'Dværge', 'Kriger');
    const { mandatory, optional } = await sixProfessionsOf(server, token, classId);
    const refused = await apiCall<{ code: string }>(server, 'characters', {
      token,
      body: {
        name: 'Dagmar',
        race_id: raceId,
        class_id: classId,
        profession_ids: [...mandatory, ...optional].map((p) => p.id),
        avatar_path: 'human',
      },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('characters.limitReached');
    const { body } = await apiCall<{ characters: unknown[] }>(server, 'characters', { token });
    expect(body.characters).toHaveLength(3);
  });
});

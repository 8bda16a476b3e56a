import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import { mouseDrag } from './harness/drag';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import {
  apiCall,
  apiToken,
  createUser,
  startServer,
  type TestServer,
  type TestUser,
} from './harness/server';

interface Named {
  id: number;
  name: string;
}

describe('the profession-abilities manager', () => {
  let server: TestServer;
  let browser: Browser;
  let board: TestUser;
  let token: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    board = await createUser(server, { role: 'bestyrelse' });
    token = await apiToken(server, board);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a board member fills the six ability slots of a new profession and sees a seventh refused', async () => {
    const created = await apiCall<Named>(server, 'professions', {
      token,
      body: { name: 'Runevogter', description: 'Vogter af de gamle runer.' },
    });
    expect(created.status).toBe(201);
    const abilities = (await apiCall<Named[]>(server, 'abilities', { token })).body;
    const picks = abilities.slice(0, 7);
    expect(picks).toHaveLength(7);

    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, board, 'manage-profession-abilities');
    await page.getByRole('searchbox', { name: 'Filtrér professioner' }).fill(created.body.name);
    await page.getByRole('button', { name: /^Runevogter/ }).click();
    await page.getByRole('button', { name: /^Runevogter/, pressed: true }).waitFor();
    const available = page.getByRole('list', { name: 'Tilgængelige evner' });
    const selected = page.getByRole('list', { name: 'Professionens evner' });
    await selected.waitFor({ state: 'attached' });
    const filter = page.getByRole('searchbox', { name: 'Filtrér evner på navn eller type' });

    // The first three by mouse, the next three with the Add button.
    for (const [index, ability] of picks.slice(0, 6).entries()) {
      await filter.fill(ability.name);
      if (index < 3) {
        await mouseDrag(
          page,
          available.getByRole('button', { name: `Flyt ${ability.name}`, exact: true }),
          // The first free place: dropped there, the ability becomes the next level.
          page.getByText('Træk hertil', { exact: true }),
        );
      } else {
        await available
          .getByRole('button', { name: `Tilføj ${ability.name} til Professionens evner` })
          .click();
      }
      await selected.getByRole('listitem').filter({ hasText: ability.name }).waitFor();
    }
    await page.getByText('6 / 6', { exact: true }).waitFor();
    await expect
      .poll(
        async () =>
          (await apiCall<Named[]>(server, `professions/${created.body.id}/abilities`, { token }))
            .body.length,
      )
      .toBe(6);

    // The seventh is refused, by drag and by button, with a message.
    const seventh = picks[6]!;
    await filter.fill(seventh.name);
    await mouseDrag(
      page,
      available.getByRole('button', { name: `Flyt ${seventh.name}`, exact: true }),
      selected,
    );
    const refusal = page.getByRole('alert').filter({ hasText: 'højst have 6 evner' });
    await refusal.waitFor();
    await screenshot(page, 'profession-abilities-seventh-refused-desktop');
    expect(await selected.getByRole('listitem').count()).toBe(6);

    await page.reload();
    await page.getByRole('searchbox', { name: 'Filtrér professioner' }).fill('Runevogter');
    await page.getByRole('button', { name: /^Runevogter/ }).click();
    await page.getByText('6 / 6', { exact: true }).waitFor();
    const saved = (
      await apiCall<(Named & { order_learned: number })[]>(
        server,
        `professions/${created.body.id}/abilities`,
        { token },
      )
    ).body;
    expect(saved.map((entry) => entry.name)).toEqual(picks.slice(0, 6).map((entry) => entry.name));
    expect(saved.map((entry) => entry.order_learned)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageProblems(page)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { appPath, logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';

describe('creating rules data', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a board member creates an ability and a special ability and finds them in the lists', async () => {
    const board = await createUser(server, { role: 'bestyrelse' });
    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, board, 'abilities/create');

    // The ability: the required fields are asked for first.
    const xpCost = page.getByRole('textbox', { name: /XP-pris/ });
    expect(await xpCost.inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Opret evne' }).click();
    await page.getByRole('alert').filter({ hasText: 'Udfyld alle påkrævede felter' }).waitFor();
    await page.getByRole('textbox', { name: /Navn/ }).fill('Stormkald');
    await page
      .getByRole('textbox', { name: 'Effekt' })
      .fill('Kalder en storm ned over slagmarken.');
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Ritual' });
    await page.getByRole('textbox', { name: 'Manapris' }).fill('4');
    await page.getByRole('checkbox', { name: /Har specialevner/ }).check();
    await screenshot(page, 'create-ability-filled-desktop');
    await page.getByRole('button', { name: 'Opret evne' }).click();

    await page.waitForURL(/\/manage-abilities$/);
    await page.getByText('Evnen er oprettet').waitFor();
    await page.getByRole('searchbox', { name: 'Søg i evner' }).fill('stormkald');
    const card = page.getByRole('article', { name: 'Stormkald' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Ritual');
    await screenshot(page, 'manage-abilities-found-desktop');

    // The special ability, on a phone this time.
    const phone = await newPage(browser, 'phone');
    await logInViaApi(phone, server, board, 'special-abilities/create');
    await phone.getByRole('button', { name: 'Opret', exact: true }).click();
    await phone.getByText('Vælg et tilhørsforhold').waitFor();
    await phone.getByRole('textbox', { name: /Navn/ }).fill('Lynets tunge');
    await phone.getByRole('combobox', { name: /Tilhørsforhold/ }).selectOption('Sprog');
    await phone
      .getByRole('textbox', { name: 'Effekt' })
      .fill('Et sprog, der kun tales under torden.');
    await phone.getByRole('textbox', { name: 'Manapris' }).fill('1');
    await phone.getByRole('textbox', { name: /Link/ }).fill('https://example.org/lynets-tunge');
    await screenshot(phone, 'create-special-ability-filled-phone');
    await phone.getByRole('button', { name: 'Opret', exact: true }).click();

    await phone.waitForURL(/\/manage-special-abilities-overview$/);
    expect(appPath(phone, server)).toBe('/manage-special-abilities-overview');
    await phone.getByRole('searchbox', { name: 'Søg i specialevner' }).fill('lynets');
    const special = phone.getByRole('article', { name: 'Lynets tunge' });
    await special.waitFor();
    const link = special.getByRole('link', { name: /Åbn link/ });
    expect(await link.getAttribute('href')).toBe('https://example.org/lynets-tunge');
    expect(await link.getAttribute('target')).toBe('_blank');
    await screenshot(phone, 'special-abilities-found-phone');

    // Both are stored as the board member entered them.
    const token = await apiToken(server, board);
    const abilities = (
      await apiCall<{ name: string; type: string; has_special_ability: number }[]>(
        server,
        'abilities',
        { token },
      )
    ).body;
    expect(abilities.find((entry) => entry.name === 'Stormkald')).toMatchObject({
      type: 'Ritual',
      has_special_ability: 1,
    });
    const specials = (
      await apiCall<{ abilities: { name: string; type: string; mana_cost: number }[] }>(
        server,
        'special-abilities',
        { token },
      )
    ).body.abilities;
    expect(specials.find((entry) => entry.name === 'Lynets tunge')).toMatchObject({
      type: 'Sprog',
      mana_cost: 1,
    });
    expect([...pageProblems(page), ...pageProblems(phone)]).toEqual([]);
  });
});

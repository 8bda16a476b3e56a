import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';
import { abilitiesOf, abilityCell, createCharacterViaApi } from './character-setup';

describe('the ability sheet', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a player spends XP on abilities, locks the sheet and cannot drop a locked ability', async () => {
    const player = await createUser(server, { role: 'user' });
    const token = await apiToken(server, player);
    const character = await createCharacterViaApi(server, token, 'Ingrid Ildhånd');
    const [first, second] = [...character.professions].sort((a, b) => a.position - b.position);
    if (!first || !second) throw new Error('A character has six professions');
    const [firstL1, firstL2] = await abilitiesOf(server, token, first.id);
    const [secondL1] = await abilitiesOf(server, token, second.id);
    if (!firstL1 || !firstL2 || !secondL1) throw new Error('The demo professions have abilities');
    const cost = firstL1.xpcost + firstL2.xpcost + secondL1.xpcost;

    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, player, `character/${character.id}/abilities`);
    await page.getByRole('heading', { level: 1, name: 'Evner for Ingrid Ildhånd' }).waitFor();
    const status = page.getByRole('status').filter({ hasText: /Vælg|Evnen/ });

    // Level 2 waits for level 1. A blocked cell is aria-disabled yet still answers a
    // click with the reason, so the click is forced past Playwright's enabled check.
    await abilityCell(page, firstL2.name).click({ force: true });
    expect(await abilityCell(page, firstL2.name).getAttribute('aria-pressed')).toBe('false');
    await status.getByText('Vælg først niveau 1 i denne profession').waitFor();

    await abilityCell(page, firstL1.name).click();
    await abilityCell(page, firstL2.name).click();
    await abilityCell(page, secondL1.name).click();
    await page.getByText(`${10 - cost} XP tilbage (${cost} af 10 brugt)`).waitFor();
    await screenshot(page, 'sheet-chosen-desktop');

    // Locking asks first, saying what locking means and what it spends.
    await page.getByRole('button', { name: 'Lås arket' }).click();
    const confirm = page.getByRole('dialog', { name: 'Lås arket?' });
    await confirm
      .getByText(`Du bruger ${cost} XP på 3 nye evner og har ${10 - cost} XP tilbage:`)
      .waitFor();
    await screenshot(page, 'sheet-lock-confirm-desktop');
    await confirm.getByRole('button', { name: 'Ja, lås arket' }).click();
    await page.getByText('Arket er gemt og låst.').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const locked = abilityCell(page, firstL2.name);
    expect(await locked.getAttribute('aria-pressed')).toBe('true');
    expect(await locked.getAttribute('aria-disabled')).toBe('true');
    await locked.click({ force: true });
    await status.getByText('Evnen er låst og kan ikke fjernes eller ændres').waitFor();
    expect(await locked.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'sheet-locked-desktop');

    // The server keeps it too: a save without the locked ability is refused.
    const refused = await apiCall<{ code: string }>(
      server,
      `characters/${character.id}/abilities`,
      {
        token,
        body: {
          abilities: [
            { profession_id: first.id, ability_id: firstL1.id, special_ability_id: null },
          ],
        },
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('characters.abilityLocked');
    expect(pageProblems(page)).toEqual([]);
  });

  it('a player on a phone reaches every profession of the sheet', async () => {
    const player = await createUser(server, { role: 'user' });
    const token = await apiToken(server, player);
    const character = await createCharacterViaApi(server, token, 'Ulf');
    const last = [...character.professions].sort((a, b) => b.position - a.position)[0];
    if (!last) throw new Error('A character has six professions');
    const [lastL1] = await abilitiesOf(server, token, last.id);
    if (!lastL1) throw new Error('The demo professions have abilities');

    const page = await newPage(browser, 'phone');
    await logInViaApi(page, server, player, `character/${character.id}/abilities`);
    await page.getByRole('heading', { level: 2, name: last.name }).scrollIntoViewIfNeeded();
    const cell = abilityCell(page, lastL1.name);
    expect(await cell.isVisible()).toBe(true);
    const box = await cell.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await page.getByRole('button', { name: 'Lås arket' }).isVisible()).toBe(true);
    await screenshot(page, 'sheet-phone');
  });
});

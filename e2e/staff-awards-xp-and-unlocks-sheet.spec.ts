import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';
import { abilitiesOf, abilityCell, createCharacterViaApi } from './character-setup';

interface Ledger {
  xp: number;
  entries: { amount: number; reason: string; awarded_by_name: string | null }[];
}

describe('staff look after a character', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('staff award XP and unlock the sheet, then the player changes it and saves', async () => {
    const player = await createUser(server, { role: 'user', name: 'Gorm Gråskæg' });
    const admin = await createUser(server, { role: 'admin', name: 'Asta Arrangør' });
    const token = await apiToken(server, player);
    const character = await createCharacterViaApi(server, token, 'Bjørn Bredøkse');
    const [first, second] = [...character.professions].sort((a, b) => a.position - b.position);
    if (!first || !second) throw new Error('A character has six professions');
    const [firstL1, firstL2] = await abilitiesOf(server, token, first.id);
    const [secondL1] = await abilitiesOf(server, token, second.id);
    if (!firstL1 || !firstL2 || !secondL1) throw new Error('The demo professions have abilities');
    const saved = await apiCall(server, `characters/${character.id}/abilities`, {
      token,
      body: {
        abilities: [
          { profession_id: first.id, ability_id: firstL1.id, special_ability_id: null },
          { profession_id: second.id, ability_id: secondL1.id, special_ability_id: null },
        ],
      },
    });
    expect(saved.status).toBe(200);

    // Staff find the player, award XP and unlock the sheet.
    const staff = await newPage(browser, 'desktop');
    await logInViaApi(staff, server, admin, 'manage-users');
    await staff.getByRole('searchbox', { name: 'Søg på navn eller e-mail' }).fill(player.email);
    await staff.getByRole('button', { name: /Gorm Gråskæg/ }).click();
    const card = staff.getByRole('article', { name: 'Bjørn Bredøkse' });
    await card.waitFor();
    expect(await staff.getByRole('combobox', { name: 'Rolle' }).count()).toBe(0);

    const award = card.getByRole('form', { name: 'Giv XP til Bjørn Bredøkse' });
    await award.getByRole('textbox', { name: 'XP' }).fill('5');
    await award.getByRole('textbox', { name: 'Begrundelse' }).fill('Slaget ved Ravnekløften');
    await award.getByRole('button', { name: 'Giv XP' }).click();
    const confirmAward = staff.getByRole('dialog', { name: 'Giv XP?' });
    await confirmAward.getByRole('button', { name: 'Giv XP' }).click();
    await staff.getByText('Bjørn Bredøkse har fået 5 XP.').waitFor();

    await card.getByRole('button', { name: 'Lås arket op: Bjørn Bredøkse' }).click();
    await staff
      .getByRole('dialog', { name: 'Lås arket op?' })
      .getByRole('button', { name: 'Lås arket op' })
      .click();
    await card.getByText('Låst op', { exact: true }).waitFor();
    await screenshot(staff, 'staff-unlocked-desktop');

    const ledger = (await apiCall<Ledger>(server, `characters/${character.id}/xp`, { token })).body;
    expect(ledger.xp).toBe(15);
    expect(ledger.entries[0]).toMatchObject({
      amount: 5,
      reason: 'Slaget ved Ravnekløften',
      awarded_by_name: 'Asta Arrangør',
    });

    // The player sees the new XP on the details page and changes the unlocked sheet.
    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, player, `character/${character.id}`);
    await page
      .getByRole('region', { name: 'XP-historik' })
      .getByText('Slaget ved Ravnekløften')
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Åbn evnearket' }).click();
    await page.getByText(/En arrangør har låst arket op/).waitFor();
    await abilityCell(page, secondL1.name).click();
    expect(await abilityCell(page, secondL1.name).getAttribute('aria-pressed')).toBe('false');
    await abilityCell(page, firstL2.name).click();
    await page.getByRole('button', { name: 'Lås arket' }).click();
    const confirm = page.getByRole('dialog', { name: 'Lås arket?' });
    await confirm.getByText(/Du bruger \d+ XP på/).waitFor();
    await confirm.getByRole('button', { name: 'Ja, lås arket' }).click();
    await page.getByText('Arket er gemt og låst.').waitFor();

    const after = await apiCall<{ allow_update: number; xp: number }>(
      server,
      `characters/${character.id}`,
      { token },
    );
    expect(after.body).toMatchObject({ allow_update: 0, xp: 15 });
    const sheet = await apiCall<{ ability_id: number; is_unlocked: number }[]>(
      server,
      `characters/${character.id}/abilities`,
      { token },
    );
    expect(sheet.body.map((row) => row.ability_id).sort()).toEqual([firstL1.id, firstL2.id].sort());
    expect(sheet.body.every((row) => row.is_unlocked === 1)).toBe(true);
    expect(pageProblems(page)).toEqual([]);
    expect(pageProblems(staff)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';
import { abilitiesOf, abilityCell, createCharacterViaApi } from './character-setup';

describe('a change request', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a member asks for a change, staff approve, the member rebuilds and locks again', async () => {
    const player = await createUser(server, { role: 'user', name: 'Sif Sølvhår' });
    const admin = await createUser(server, { role: 'admin' });
    const token = await apiToken(server, player);
    const character = await createCharacterViaApi(server, token, 'Eir Ravnsdatter');
    const [first, second] = [...character.professions].sort((a, b) => a.position - b.position);
    if (!first || !second) throw new Error('A character has six professions');
    const [firstL1] = await abilitiesOf(server, token, first.id);
    const [secondL1] = await abilitiesOf(server, token, second.id);
    if (!firstL1 || !secondL1) throw new Error('The demo professions have abilities');
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

    // The member asks on the character's page.
    const member = await newPage(browser, 'desktop');
    await logInViaApi(member, server, player, `character/${character.id}`);
    await member.getByRole('button', { name: 'Bed om en ændring' }).click();
    await member
      .getByRole('textbox', { name: 'Hvad vil du ændre på Eir Ravnsdatter?' })
      .fill('Jeg vil hellere have en anden evne end den i anden profession.');
    await member.getByRole('button', { name: 'Send anmodning' }).click();
    await member.getByText('Din ændringsanmodning venter på svar').waitFor();
    await screenshot(member, 'change-request-waiting-desktop');

    // Staff approve it in user management.
    const staff = await newPage(browser, 'desktop');
    await logInViaApi(staff, server, admin, 'manage-users');
    await staff.getByRole('tab', { name: 'Ændringsanmodninger' }).click();
    const request = staff.getByRole('article', { name: 'Eir Ravnsdatter' });
    await request.getByText('Jeg vil hellere have en anden evne').waitFor();
    await screenshot(staff, 'change-requests-desktop');
    await staff.setViewportSize({ width: 390, height: 844 });
    await screenshot(staff, 'change-requests-phone');
    await staff.setViewportSize({ width: 1280, height: 800 });
    await request.getByRole('button', { name: 'Godkend og åbn arket: Eir Ravnsdatter' }).click();
    await staff.getByText('Eir Ravnsdatter: godkendt, arket er åbnet.').waitFor();

    // The member sees the answer, drops the ability and locks the sheet again.
    await member.goto(`${server.url}character/${character.id}/abilities`);
    await member.getByText(/Ændringsanmodning godkendt/).waitFor();
    await abilityCell(member, secondL1.name).click();
    expect(await abilityCell(member, secondL1.name).getAttribute('aria-pressed')).toBe('false');
    await member.getByRole('button', { name: 'Lås arket' }).click();
    const confirm = member.getByRole('dialog', { name: 'Lås arket?' });
    await confirm.getByRole('button', { name: 'Ja, lås arket' }).click();
    await member.getByText('Arket er gemt og låst.').waitFor();

    const read = await apiCall<{ allow_update: number; xp_spent: number }>(
      server,
      `characters/${character.id}`,
      { token },
    );
    expect(read.body).toMatchObject({ allow_update: 0, xp_spent: firstL1.xpcost });
    expect(pageProblems(member)).toEqual([]);
    expect(pageProblems(staff)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';
import { abilitiesOf, createCharacterViaApi } from './character-setup';

describe('a rules change and a locked sheet', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the board raises a cost, sees whom it puts under review, confirms, and the member is told', async () => {
    const player = await createUser(server, { role: 'user', name: 'Helga Hammerslag' });
    const board = await createUser(server, { role: 'bestyrelse' });
    const token = await apiToken(server, player);
    const character = await createCharacterViaApi(server, token, 'Torvald Tungeskjold');
    const [first] = [...character.professions].sort((a, b) => a.position - b.position);
    if (!first) throw new Error('A character has six professions');
    const [firstL1] = await abilitiesOf(server, token, first.id);
    if (!firstL1) throw new Error('The demo professions have abilities');
    const saved = await apiCall(server, `characters/${character.id}/abilities`, {
      token,
      body: {
        abilities: [{ profession_id: first.id, ability_id: firstL1.id, special_ability_id: null }],
      },
    });
    expect(saved.status).toBe(200);

    // The board raises the ability's cost beyond the character's XP.
    const editor = await newPage(browser, 'desktop');
    await logInViaApi(editor, server, board, 'manage-abilities');
    await editor.getByRole('searchbox', { name: 'Søg i evner' }).fill(firstL1.name);
    await editor.getByRole('button', { name: `Rediger: ${firstL1.name}`, exact: true }).click();
    const form = editor.getByRole('dialog', { name: `Ret ${firstL1.name}` });
    await form.getByRole('textbox', { name: 'XP-pris' }).fill('25');
    await form.getByRole('button', { name: 'Gem' }).click();

    // The impact opens over the editor (a dialog on a dialog), so it is found by its text.
    await editor.getByText('Ændringen berører låste figurer').waitFor();
    await editor.getByText(/Ændringen sætter \d+ figur(er)? til gennemsyn/).waitFor();
    const entry = editor.getByRole('listitem').filter({ hasText: 'Torvald Tungeskjold' });
    await entry.getByText(/Evnerne koster nu 25 XP, men figuren har 10 XP/).waitFor();
    await screenshot(editor, 'impact-dialog-desktop');
    // Nothing is saved before the board confirms.
    const [unchanged] = await abilitiesOf(server, token, first.id);
    expect(unchanged?.xpcost).toBe(firstL1.xpcost);
    await editor.getByRole('button', { name: /Gem alligevel/ }).click();
    await editor.getByText(`${firstL1.name} er gemt`).waitFor();

    // The member sees why on the dashboard card.
    const member = await newPage(browser, 'phone');
    await logInViaApi(member, server, player, 'dashboard');
    const card = member.getByRole('article', { name: 'Torvald Tungeskjold' });
    await card.getByText('Reglerne er ændret siden arket blev låst').waitFor();
    await card.getByText('Evnerne koster nu 25 XP, men figuren har 10 XP').waitFor();
    await screenshot(member, 'review-notice-phone');

    // Staff see it on the review list.
    const staff = await newPage(browser, 'desktop');
    await logInViaApi(staff, server, board, 'manage-users');
    await staff.getByRole('tab', { name: 'Gennemsyn' }).click();
    await staff.getByRole('article', { name: 'Torvald Tungeskjold' }).waitFor();
    await screenshot(staff, 'needs-review-desktop');
    await staff.setViewportSize({ width: 390, height: 844 });
    await screenshot(staff, 'needs-review-phone');
    expect(pageProblems(editor)).toEqual([]);
    expect(pageProblems(member)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';
import { createCharacterViaApi } from './character-setup';

interface Ledger {
  xp: number;
  entries: { amount: number; reason: string; awarded_by_name: string | null }[];
}

describe('XP after an event', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('staff award XP to three characters at once, after a preview', async () => {
    const admin = await createUser(server, { role: 'admin', name: 'Asta Arrangør' });
    const players = [
      await createUser(server, { role: 'user', name: 'Aslak Ask' }),
      await createUser(server, { role: 'user', name: 'Bodil Birk' }),
    ];
    const tokens = await Promise.all(players.map((p) => apiToken(server, p)));
    const characters = [
      { token: tokens[0]!, character: await createCharacterViaApi(server, tokens[0]!, 'Alf') },
      { token: tokens[0]!, character: await createCharacterViaApi(server, tokens[0]!, 'Arne') },
      { token: tokens[1]!, character: await createCharacterViaApi(server, tokens[1]!, 'Bera') },
    ];

    const staff = await newPage(browser, 'desktop');
    await logInViaApi(staff, server, admin, 'manage-users');
    await staff.getByRole('tab', { name: 'XP efter arrangement' }).click();
    const panel = staff.getByRole('region', { name: 'Giv XP efter et arrangement' });

    await panel.getByRole('searchbox', { name: 'Find medlem' }).fill('Aslak');
    await panel.getByRole('button', { name: 'Aslak Ask' }).click();
    await panel.getByRole('checkbox', { name: 'Alf (10 XP)' }).check();
    await panel.getByRole('checkbox', { name: 'Arne (10 XP)' }).check();
    await panel.getByRole('searchbox', { name: 'Find medlem' }).fill('Bodil');
    await panel.getByRole('button', { name: 'Bodil Birk' }).click();
    await panel.getByRole('checkbox', { name: 'Bera (10 XP)' }).check();

    await panel.getByRole('textbox', { name: 'XP' }).fill('4');
    await panel.getByRole('textbox', { name: 'Begrundelse' }).fill('Høstmarkedet 2026');
    const preview = panel.getByRole('table', { name: 'XP før og efter' });
    await preview.getByRole('row', { name: /Bera Bodil Birk 10 14/ }).waitFor();
    expect(await preview.getByRole('row').count()).toBe(4);
    await screenshot(staff, 'xp-award-preview-desktop');
    await staff.setViewportSize({ width: 390, height: 844 });
    await screenshot(staff, 'xp-award-preview-phone');
    await staff.setViewportSize({ width: 1280, height: 800 });

    await panel.getByRole('button', { name: 'Giv 4 XP til 3 figurer' }).click();
    await staff.getByText('4 XP givet til 3 figurer.').waitFor();

    for (const { token, character } of characters) {
      const ledger = await apiCall<Ledger>(server, `characters/${character.id}/xp`, { token });
      expect(ledger.body.xp).toBe(14);
      expect(ledger.body.entries[0]).toMatchObject({
        amount: 4,
        reason: 'Høstmarkedet 2026',
        awarded_by_name: 'Asta Arrangør',
      });
    }

    // The member sees the award in the ledger on the character's page.
    const member = await newPage(browser, 'phone');
    await logInViaApi(member, server, players[1]!, `character/${characters[2]!.character.id}`);
    // On a phone the ledger is a list; the table is for wider screens.
    await member.getByText('Høstmarkedet 2026').filter({ visible: true }).first().waitFor();
    await screenshot(member, 'xp-ledger-phone');
    expect(pageProblems(staff)).toEqual([]);
  });
});

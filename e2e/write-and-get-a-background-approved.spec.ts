import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';
import { createCharacterViaApi } from './character-setup';

/** The background section of a character's page. */
function backgroundOf(page: Page) {
  return page.getByRole('region', { name: 'Baggrundshistorie', exact: true });
}

describe('a background between a player and the organizers', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a player submits a background, staff ask for changes, the player reads it in the inbox, fixes it and staff approve', async () => {
    const [playerUser, staffUser] = await Promise.all([
      createUser(server, { role: 'user', name: 'Gorm Gråskæg' }),
      createUser(server, { role: 'admin', name: 'Asta Arrangør' }),
    ]);
    const playerToken = await apiToken(server, playerUser);
    const character = await createCharacterViaApi(server, playerToken, 'Bjørn Bredøkse');

    // The player writes, looks at the preview and submits.
    const player = await newPage(browser, 'desktop');
    await logInViaApi(player, server, playerUser, `character/${character.id}`);
    const mine = backgroundOf(player);
    await mine.getByText('Kladde', { exact: true }).waitFor();
    await mine
      .getByRole('textbox', { name: 'Baggrundshistorie for Bjørn Bredøkse' })
      .fill('# Barndom\n\nBjørn voksede op i *Jernbjergene* hos sin onkel.');
    await mine.getByRole('tab', { name: 'Forhåndsvisning' }).click();
    await mine.getByRole('heading', { name: 'Barndom' }).waitFor();
    await mine.getByRole('button', { name: 'Indsend til arrangørerne' }).click();
    await mine.getByText('Indsendt', { exact: true }).waitFor();
    expect(await mine.getByRole('textbox').count()).toBe(0);

    // Staff find it on the dashboard's work list and ask for changes.
    const staff = await newPage(browser, 'desktop');
    await logInViaApi(staff, server, staffUser, 'dashboard');
    const work = staff.getByRole('region', { name: 'Det venter på arrangørerne' });
    await work.getByRole('link', { name: /Baggrundshistorier\s*1/ }).click();
    await staff.getByRole('link', { name: 'Læs og svar: Bjørn Bredøkse' }).click();
    const review = backgroundOf(staff);
    await review.getByText('Bjørn voksede op i').waitFor();
    await review
      .getByRole('textbox', { name: 'Kommentar til spilleren' })
      .fill('Hvem var onklen? Giv ham et navn, så kan vi bruge ham i spillet.');
    await review.getByRole('button', { name: 'Bed om ændringer' }).click();
    await review.getByText('Ændringer ønsket', { exact: true }).waitFor();
    await screenshot(staff, 'background-changes-requested-desktop');

    // The player sees one unread message in the navigation and opens the inbox.
    await player.reload();
    const nav = player.getByRole('navigation', { name: 'Hovedmenu' });
    await nav.getByRole('link', { name: /Indbakke.*1 ulæst/ }).click();
    await player.getByRole('heading', { name: 'Indbakke', level: 1 }).waitFor();
    await player
      .getByRole('link', {
        name: /Arrangørerne beder om ændringer i baggrundshistorien for Bjørn Bredøkse/,
      })
      .click();
    await player.waitForURL(new RegExp(`/character/${character.id}/background$`));
    await nav.getByRole('link', { name: 'Indbakke', exact: true }).waitFor();

    const again = backgroundOf(player);
    await again.getByText('Hvem var onklen?').waitFor();
    await again
      .getByRole('textbox', { name: 'Baggrundshistorie for Bjørn Bredøkse' })
      .fill('# Barndom\n\nBjørn voksede op i *Jernbjergene* hos sin onkel **Ulf Malmhånd**.');
    await again.getByRole('button', { name: 'Indsend til arrangørerne' }).click();
    await again.getByText('Indsendt', { exact: true }).waitFor();

    // Staff approve the fixed text.
    await staff.reload();
    const second = backgroundOf(staff);
    await second.getByText('Ulf Malmhånd').waitFor();
    await second.getByRole('button', { name: 'Godkend' }).click();
    await second.getByText('Godkendt', { exact: true }).waitFor();

    await player.reload();
    await backgroundOf(player).getByText('Godkendt', { exact: true }).waitFor();
    await screenshot(player, 'background-approved-desktop');

    const { body } = await apiCall<{ status: string; text: string }>(
      server,
      `characters/${character.id}/background`,
      { token: playerToken },
    );
    expect(body.status).toBe('approved');
    expect(body.text).toContain('Ulf Malmhånd');
    expect(pageProblems(player)).toEqual([]);
    expect(pageProblems(staff)).toEqual([]);
  });
});

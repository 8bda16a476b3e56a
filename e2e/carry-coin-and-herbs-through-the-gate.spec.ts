import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import {
  launchBrowser,
  newPage,
  pageProblems,
  screenshot,
  screenshotBothSizes as bothSizes,
} from './harness/browser';
import { startServer, type TestServer, type TestUser } from './harness/server';
import { createCharacterViaApi, type CreatedCharacter } from './character-setup';
import { eventCast, freeEventWithPlayers } from './event-journey-setup';

/** Picks an option of a Mantine Select: opens it and clicks the option by its text. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('what characters carry, from the catalogue through the gate to a gift', () => {
  let server: TestServer;
  let browser: Browser;
  let eventId: number;
  let board: TestUser;
  let staff: TestUser;
  let anne: TestUser;
  let bent: TestUser;
  let asta: CreatedCharacter;
  let bjorn: CreatedCharacter;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const cast = await eventCast(server);
    ({ board, staff, anne, bent } = cast);
    const { anne: anneToken, bent: bentToken } = cast.tokens;
    asta = await createCharacterViaApi(server, anneToken, 'Asta Ravnsdatter');
    bjorn = await createCharacterViaApi(server, bentToken, 'Bjørn Jernhånd');
    const hour = 60 * 60 * 1000;
    ({ eventId } = await freeEventWithPlayers(
      server,
      cast.tokens.board,
      {
        title: 'Slaget ved Ravnekløften',
        // Starting in two hours: the gate is open (from the day before the start).
        starts_at: new Date(Date.now() + 2 * hour).toISOString(),
        ends_at: new Date(Date.now() + 48 * hour).toISOString(),
      },
      [
        [anneToken, asta.id],
        [bentToken, bjorn.id],
      ],
    ));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the board adds coin and a herb, fills the envelope, staff check a character in and the player carries it', async () => {
    const desk = await newPage(browser, 'desktop');
    await logInViaApi(desk, server, board, 'manage-item-types');
    await desk.getByRole('heading', { level: 1, name: 'Genstandstyper' }).waitFor();

    // A coin and a herb into the catalogue.
    for (const type of [
      { name: 'Kobbermønt', unit: 'kobber', kind: 'Mønt' },
      { name: 'Timian', unit: 'bdt.', kind: 'Ressource' },
    ]) {
      await desk.getByRole('button', { name: 'Ny genstandstype' }).first().click();
      const dialog = desk.getByRole('dialog', { name: 'Ny genstandstype' });
      await dialog.getByLabel('Navn').fill(type.name);
      await dialog.getByLabel('Enhed').fill(type.unit);
      await dialog.getByText(type.kind, { exact: true }).click();
      await dialog.getByRole('button', { name: 'Opret' }).click();
      await dialog.waitFor({ state: 'detached' });
      await desk.getByText(`${type.name} er oprettet.`).waitFor();
    }
    const coin = desk.getByRole('region', { name: /Mønter/ });
    await coin.getByText('Kobbermønt', { exact: true }).waitFor();
    await bothSizes(desk, 'inventory-catalogue');

    // The event's envelope: everyone gets 12 copper and 2 bundles of thyme.
    await desk.goto(`${server.url}events/${eventId}`);
    const envelope = desk.getByTestId('envelope-editor');
    await envelope.getByText('Ingen kuvert endnu.', { exact: false }).waitFor();
    await envelope.getByRole('button', { name: 'Tilføj regel' }).click();
    await choose(
      desk,
      envelope.getByRole('textbox', { name: 'Linje 1: genstandstype' }),
      'Kobbermønt (kobber)',
    );
    await envelope.getByRole('textbox', { name: 'Linje 1: antal' }).fill('12');
    await envelope.getByRole('button', { name: 'Tilføj linje' }).click();
    await choose(
      desk,
      envelope.getByRole('textbox', { name: 'Linje 2: genstandstype' }),
      'Timian (bdt.)',
    );
    await envelope.getByRole('textbox', { name: 'Linje 2: antal' }).fill('2');
    await envelope.getByRole('button', { name: 'Gem kuverten' }).click();
    await envelope.getByRole('status').getByText('Kuverten er gemt.').waitFor();
    await bothSizes(desk, 'inventory-envelope');

    // At the gate the arriving character's envelope shows, and is handed out at check-in.
    const gate = await newPage(browser, 'phone');
    await logInViaApi(gate, server, staff, `events/${eventId}/check-in`);
    const row = gate.getByRole('listitem', { name: /Anne Spiller/ });
    await row.getByText('12 kobber Kobbermønt, 2 bdt. Timian').waitFor();
    await row.getByText('Ikke udleveret').waitFor();
    await gate.getByRole('button', { name: 'Tjek ind: Anne Spiller', exact: true }).click();
    await row.getByText('Udleveret', { exact: true }).waitFor();
    await bothSizes(gate, 'inventory-gate');

    // The player finds it on the character's page.
    const phone = await newPage(browser, 'phone');
    await logInViaApi(phone, server, anne, `character/${asta.id}`);
    const carried = phone.getByTestId('inventory');
    await carried.getByRole('heading', { name: 'Det bærer Asta Ravnsdatter på' }).waitFor();
    const holdings = carried.getByRole('list', { name: 'Mønter og ressourcer' });
    await holdings.getByText('12 kobber', { exact: true }).waitFor();
    await holdings.getByText('2 bdt.', { exact: true }).waitFor();
    await carried.getByText('Kuvert: Slaget ved Ravnekløften').first().waitFor();
    await bothSizes(phone, 'inventory-character');

    for (const page of [desk, gate, phone]) {
      expect(pageProblems(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('the player gives 5 coins to another character, who sees it in the inbox', async () => {
    const phone = await newPage(browser, 'phone');
    await logInViaApi(phone, server, anne, `character/${asta.id}`);
    const carried = phone.getByTestId('inventory');
    await carried.getByText('12 kobber', { exact: true }).waitFor();
    await carried.getByRole('button', { name: 'Giv', exact: true }).click();

    const dialog = phone.getByRole('dialog', { name: 'Giv til en anden figur' });
    await choose(
      phone,
      dialog.getByRole('textbox', { name: 'Hvad vil du give?' }),
      'Kobbermønt (12 kobber)',
    );
    await dialog.getByRole('textbox', { name: 'Antal' }).fill('5');
    await dialog.getByRole('searchbox', { name: 'Figurens navn' }).fill('Bjø');
    await dialog.getByRole('radio', { name: 'Bjørn Jernhånd' }).check();
    await dialog.getByRole('button', { name: 'Videre' }).click();
    await dialog.getByText('Giv 5 kobber Kobbermønt til Bjørn Jernhånd?').waitFor();
    await screenshot(phone, 'inventory-give-confirm-phone');
    await dialog.getByRole('button', { name: 'Giv', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await carried.getByText('7 kobber', { exact: true }).waitFor();

    // The receiver's inbox says who gave what.
    const receiver = await newPage(browser, 'desktop');
    await logInViaApi(receiver, server, bent, 'inbox');
    await receiver
      .getByText('Asta Ravnsdatter har givet Bjørn Jernhånd 5 kobber Kobbermønt')
      .waitFor();
    await bothSizes(receiver, 'inventory-gift-inbox');
    await receiver.goto(`${server.url}character/${bjorn.id}/inventory`);
    await receiver.getByTestId('inventory').getByText('5 kobber', { exact: true }).waitFor();

    for (const page of [phone, receiver]) {
      expect(pageProblems(page)).toEqual([]);
      await page.context().close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { ItemTypesResponse } from '@club/shared/contract/inventory';
import type { SpecialAbilitiesResponse } from '@club/shared/contract/rules';
import { logInViaApi } from './harness/auth';
import {
  launchBrowser,
  newPage,
  pageProblems,
  screenshot,
  screenshotBothSizes as bothSizes,
} from './harness/browser';
import { apiCall, apiToken, startServer, type TestServer, type TestUser } from './harness/server';
import { abilitiesOf, createCharacterViaApi, type CreatedCharacter } from './character-setup';
import { eventCast, freeEventWithPlayers } from './event-journey-setup';

/** Picks an option of a Mantine Select whose text matches. */
async function choose(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('brewing from what a character knows', () => {
  let server: TestServer;
  let browser: Browser;
  let board: TestUser;
  let staff: TestUser;
  let anne: TestUser;
  let bent: TestUser;
  let asta: CreatedCharacter;
  let bjorn: CreatedCharacter;
  let elixirId: number;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const cast = await eventCast(server);
    ({ board, staff, anne, bent } = cast);
    const { board: boardToken, staff: staffToken, anne: anneToken, bent: bentToken } = cast.tokens;

    // Asta is a scholar whose locked sheet holds "Alkymistisk formel" with Livseliksir.
    asta = await createCharacterViaApi(server, anneToken, 'Asta Urtekone', {
      race: 'Dværge',
      cls: 'Lærd',
      avatar: 'dwarfs',
    });
    bjorn = await createCharacterViaApi(server, bentToken, 'Bjørn Jernhånd');
    const { body: specials } = await apiCall<SpecialAbilitiesResponse>(
      server,
      'special-abilities',
      { token: boardToken },
    );
    elixirId = specials.abilities.find((s) => s.name === 'Livseliksir')!.id;
    const byPosition = [...asta.professions].sort((a, b) => a.position - b.position);
    const first = byPosition[0]!;
    const alchemist = asta.professions.find((p) => p.name === 'Alkymist')!;
    const sheet: {
      profession_id: number;
      ability_id: number;
      special_ability_id: number | null;
    }[] = [];
    const firstLevels = await abilitiesOf(server, anneToken, first.id);
    const alchemyLevels = await abilitiesOf(server, anneToken, alchemist.id);
    for (const level of [0, 1]) {
      const ability = firstLevels[level]!;
      // A level that offers special abilities gets its first one chosen.
      const { body } = await apiCall<SpecialAbilitiesResponse>(
        server,
        `abilities/${ability.id}/special-abilities`,
        { token: anneToken },
      );
      const special = body.abilities[0]?.id ?? null;
      sheet.push({ profession_id: first.id, ability_id: ability.id, special_ability_id: special });
    }
    sheet.push(
      { profession_id: alchemist.id, ability_id: alchemyLevels[0]!.id, special_ability_id: null },
      {
        profession_id: alchemist.id,
        ability_id: alchemyLevels[1]!.id,
        special_ability_id: elixirId,
      },
    );
    const saved = await apiCall(server, `characters/${asta.id}/abilities`, {
      token: anneToken,
      body: { abilities: sheet },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // The demo world brews already; the board starts this recipe afresh.
    expect(
      (
        await apiCall(server, `special-abilities/${elixirId}/recipe`, {
          method: 'DELETE',
          token: boardToken,
        })
      ).status,
    ).toBe(204);

    // An event that has begun, Asta checked in with the ingredients in her envelope.
    const year = new Date().getUTCFullYear() + 1;
    const {
      eventId,
      signups: [signup],
    } = await freeEventWithPlayers(
      server,
      boardToken,
      {
        title: 'Høstmarkedet',
        starts_at: `${year}-05-15T18:00:00+02:00`,
        ends_at: `${year}-05-17T14:00:00+02:00`,
      },
      [[anneToken, asta.id]],
    );
    const now = Date.now();
    const moved = await apiCall(server, `events/${eventId}`, {
      method: 'PUT',
      token: boardToken,
      body: {
        starts_at: new Date(now - 60 * 60_000).toISOString(),
        ends_at: new Date(now + 2 * 24 * 60 * 60_000).toISOString(),
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const { body: catalogue } = await apiCall<ItemTypesResponse>(server, 'item-types', {
      token: staffToken,
    });
    const typeId = (name: string) => catalogue.item_types.find((t) => t.name === name)!.id;
    const envelope = await apiCall(server, `events/${eventId}/envelope`, {
      method: 'PUT',
      token: staffToken,
      body: {
        rules: [
          {
            to: { character_id: asta.id },
            items: [
              { item_type_id: typeId('Røllike'), quantity: 2 },
              { item_type_id: typeId('Kviksølv'), quantity: 1 },
              { item_type_id: typeId('Guldstøv'), quantity: 1 },
            ],
          },
        ],
        hand_back: [],
      },
    });
    expect(envelope.status).toBe(200);
    const arrived = await apiCall(server, `events/${eventId}/signups/${signup!.id}/attendance`, {
      method: 'PUT',
      token: staffToken,
      body: { checked_in_at: new Date().toISOString() },
    });
    expect(arrived.status).toBe(200);
    void bentToken;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the board gives Livseliksir a recipe from its ingredients', async () => {
    const desk = await newPage(browser, 'desktop');
    await logInViaApi(desk, server, board, 'manage-special-abilities-overview');
    await desk.getByRole('searchbox').first().fill('Livseliksir');
    await desk.getByRole('button', { name: 'Opskrift: Livseliksir' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Opskrift: Livseliksir' });
    await dialog.getByText(/Foreslået ud fra »1 kviksølv, 2 røllike, 1 guldstøv«/).waitFor();
    await choose(
      desk,
      dialog.getByRole('textbox', { name: 'Genstandstype' }).last(),
      'Livseliksir',
    );
    await dialog.getByRole('textbox', { name: /Holdbar i antal spilgange/ }).fill('1');
    await bothSizes(desk, 'crafting-recipe-editor');
    await dialog.getByRole('button', { name: 'Gem opskrift' }).click();
    await dialog.waitFor({ state: 'detached' });
    await desk.getByText('Opskriften er gemt.').waitFor();
    expect(pageProblems(desk)).toEqual([]);
    await desk.context().close();
  });

  it('the player brews a potion at the event, prints its card and gives it to another character', async () => {
    const phone = await newPage(browser, 'phone');
    await logInViaApi(phone, server, anne, `character/${asta.id}`);
    const workshop = phone.getByTestId('workshop');
    await workshop.getByRole('heading', { name: 'Værksted' }).waitFor();
    await workshop.getByText('Du er tjekket ind til Høstmarkedet og kan brygge.').waitFor();
    const recipe = workshop.getByRole('listitem', { name: 'Livseliksir' });
    await recipe.getByText('2 bdt. Røllike').waitFor();
    await bothSizes(phone, 'crafting-workshop');

    await recipe.getByRole('button', { name: 'Bryg Livseliksir' }).click();
    const confirm = phone.getByRole('dialog', { name: 'Bryg Livseliksir' });
    await confirm
      .getByText('Det tager: 1 dram Kviksølv, 2 bdt. Røllike, 1 dram Guldstøv.')
      .waitFor();
    await screenshot(phone, 'crafting-confirm-phone');
    await confirm.getByRole('button', { name: 'Bryg', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });

    const carried = phone.getByTestId('inventory');
    const potion = carried.getByRole('link', { name: 'Livseliksir', exact: true });
    await potion.waitFor();
    await carried.getByText(/Brygget af Asta Urtekone under Høstmarkedet/).waitFor();
    await recipe.getByText('har 0, mangler 2').waitFor();
    await bothSizes(phone, 'crafting-brewed');

    // Its card carries the recipe's effect and a QR code.
    await carried.getByRole('link', { name: 'Udskriv kort: Livseliksir' }).click();
    const card = phone.getByRole('article', { name: 'Livseliksir' });
    await card.getByText(/Brygget af Asta Urtekone/).waitFor();
    await card.getByRole('img', { name: 'QR-kode til Livseliksir' }).waitFor();
    await bothSizes(phone, 'crafting-card');
    await phone.goBack();

    // Given on to Bjørn, who finds it among his things.
    await carried.getByRole('button', { name: 'Giv', exact: true }).click();
    const give = phone.getByRole('dialog', { name: 'Giv til en anden figur' });
    await choose(
      phone,
      give.getByRole('textbox', { name: 'Hvad vil du give?' }),
      /^Livseliksir · /,
    );
    await give.getByRole('searchbox', { name: 'Figurens navn' }).fill('Bjø');
    await give.getByRole('radio', { name: 'Bjørn Jernhånd' }).check();
    await give.getByRole('button', { name: 'Videre' }).click();
    await give.getByRole('button', { name: 'Giv', exact: true }).click();
    await give.waitFor({ state: 'detached' });
    await potion.waitFor({ state: 'detached' });

    const receiver = await newPage(browser, 'desktop');
    await logInViaApi(receiver, server, bent, `character/${bjorn.id}/inventory`);
    await receiver
      .getByTestId('inventory')
      .getByRole('link', { name: 'Livseliksir', exact: true })
      .waitFor();

    for (const page of [phone, receiver]) {
      expect(pageProblems(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('staff brew on the character’s behalf at the logistics desk, with a reason, and see it in the history', async () => {
    const staffToken = await apiToken(server, staff);
    const { body: catalogue } = await apiCall<ItemTypesResponse>(server, 'item-types', {
      token: staffToken,
    });
    for (const [name, quantity] of [
      ['Røllike', 2],
      ['Kviksølv', 1],
      ['Guldstøv', 1],
    ] as const) {
      const granted = await apiCall(server, 'item-transfers', {
        token: staffToken,
        body: {
          from: 'bank',
          to: { character_id: asta.id },
          item_type_id: catalogue.item_types.find((t) => t.name === name)!.id,
          quantity,
          reason: 'Fundet i skoven',
        },
      });
      expect(granted.status).toBe(201);
    }

    const desk = await newPage(browser, 'phone');
    await logInViaApi(desk, server, staff, `logistics?character=${asta.id}`);
    const workshop = desk.getByTestId('workshop');
    const recipe = workshop.getByRole('listitem', { name: 'Livseliksir' });
    await recipe.getByText('har 2', { exact: true }).waitFor();
    await recipe.getByRole('button', { name: 'Bryg Livseliksir' }).click();
    const confirm = desk.getByRole('dialog', { name: 'Bryg Livseliksir' });
    await confirm.getByRole('textbox', { name: 'Hvorfor?' }).fill('Brygget ved bordet');
    await screenshot(desk, 'crafting-desk-confirm-phone');
    await confirm.getByRole('button', { name: 'Bryg', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await recipe.getByText('har 0, mangler 2').waitFor();
    await desk.getByText('Brygget ved bordet').first().waitFor();
    await bothSizes(desk, 'crafting-desk');
    expect(pageProblems(desk)).toEqual([]);
    await desk.context().close();
  });
});

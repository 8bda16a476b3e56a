import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, pageProblems, screenshot } from './harness/browser';
import { apiCall, apiToken, createUser, startServer, type TestServer } from './harness/server';
import { abilitiesOf, createCharacterViaApi } from './character-setup';

interface ClassProfessions {
  mandatory: { id: number; name: string }[];
  assigned: { id: number; name: string }[];
}

describe('swapping a profession', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a member swaps an optional profession for another; one with unlocked abilities stays', async () => {
    const player = await createUser(server, { role: 'user', name: 'Ulf Ulvesøn' });
    const token = await apiToken(server, player);
    const character = await createCharacterViaApi(server, token, 'Yrsa Ulvedatter');
    const { body: offered } = await apiCall<ClassProfessions>(
      server,
      `classes/${await classOf(character.id, token)}/professions`,
      { token },
    );
    const mandatoryIds = new Set(offered.mandatory.map((p) => p.id));
    const byPosition = [...character.professions].sort((a, b) => a.position - b.position);
    const picks = byPosition.filter((p) => !mandatoryIds.has(p.id));
    const [kept, swappedOut] = picks;
    const swappedIn = offered.assigned.find((p) => !picks.some((pick) => pick.id === p.id));
    if (!kept || !swappedOut || !swappedIn) throw new Error('The demo class offers a choice');

    // An ability of the first pick is unlocked: that profession now stays.
    const first = byPosition[0]!;
    const [firstL1] = await abilitiesOf(server, token, first.id);
    const [keptL1] = await abilitiesOf(server, token, kept.id);
    const saved = await apiCall(server, `characters/${character.id}/abilities`, {
      token,
      body: {
        abilities: [
          { profession_id: first.id, ability_id: firstL1!.id, special_ability_id: null },
          { profession_id: kept.id, ability_id: keptL1!.id, special_ability_id: null },
        ],
      },
    });
    expect(saved.status).toBe(200);

    for (const device of ['desktop', 'phone'] as const) {
      const page = await newPage(browser, device);
      await logInViaApi(page, server, player);
      await page.getByRole('button', { name: `Skift professioner: ${character.name}` }).click();
      const form = page.getByRole('region', { name: `Professioner for ${character.name}` });
      const chosen = form.getByRole('list', { name: /^Dine valg/ });
      await chosen
        .getByRole('img', { name: `${kept.name} har låste evner og kan ikke fjernes` })
        .waitFor();
      expect(await chosen.getByRole('button', { name: `Fjern ${kept.name}` }).count()).toBe(0);
      await screenshot(page, `swap-a-profession-${device}`);

      if (device === 'phone') {
        // Looked at on the phone too; the swap itself was made on the desktop.
        await form.getByRole('button', { name: 'Annuller' }).click();
        expect(pageProblems(page)).toEqual([]);
        await page.context().close();
        continue;
      }

      await chosen.getByRole('button', { name: `Fjern ${swappedOut.name}` }).click();
      await form.getByRole('button', { name: `Tilføj ${swappedIn.name}` }).click();
      await form.getByRole('button', { name: 'Gem professioner' }).click();
      await page.getByText('Professionerne er gemt.').waitFor();
      const card = page.getByRole('article', { name: character.name });
      await card.getByText(new RegExp(swappedIn.name)).waitFor();
      expect(pageProblems(page)).toEqual([]);
      await page.context().close();
    }

    const { body: after } = await apiCall<{ profession_ids: number[] }>(
      server,
      `characters/${character.id}`,
      { token },
    );
    expect(after.profession_ids).toHaveLength(6);
    expect(after.profession_ids).toContain(kept.id);
    expect(after.profession_ids).toContain(swappedIn.id);
    expect(after.profession_ids).not.toContain(swappedOut.id);
    for (const id of mandatoryIds) expect(after.profession_ids).toContain(id);
  });

  async function classOf(characterId: number, token: string): Promise<number> {
    const { body } = await apiCall<{ class_id: number }>(server, `characters/${characterId}`, {
      token,
    });
    return body.class_id;
  }
});

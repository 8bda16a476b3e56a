import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import { mouseDrag } from './harness/drag';
import {
  launchBrowser,
  newPage,
  pageProblems,
  pendingTimersRun,
  screenshot,
} from './harness/browser';
import {
  apiCall,
  apiToken,
  createUser,
  startServer,
  type TestServer,
  type TestUser,
} from './harness/server';

interface ClassProfessions {
  mandatory: { id: number; name: string }[];
  assigned: { id: number; name: string }[];
}
interface Named {
  id: number;
  name: string;
}

/** A class entry's accessible name starts with the class name (its detail follows). */
function startsWith(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

describe('the class-profession manager', () => {
  let server: TestServer;
  let browser: Browser;
  let board: TestUser;
  let token: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    board = await createUser(server, { role: 'bestyrelse' });
    token = await apiToken(server, board);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const professionsOf = async (classId: number) =>
    (await apiCall<ClassProfessions>(server, `classes/${classId}/professions`, { token })).body;

  it('a board member drags a profession into a class, adds one by keyboard, and both stay after a reload', async () => {
    const classes = (await apiCall<Named[]>(server, 'classes', { token })).body;
    const target = classes[0]!;
    const before = await professionsOf(target.id);
    const taken = new Set([...before.mandatory, ...before.assigned].map((entry) => entry.id));
    const free = (await apiCall<Named[]>(server, 'professions', { token })).body.filter(
      (profession) => !taken.has(profession.id),
    );
    const [dragged, keyed] = free;
    if (!dragged || !keyed) throw new Error('The demo world needs two professions the class lacks');

    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, board, 'manage-class-professions');
    await page.getByRole('button', { name: startsWith(target.name), pressed: true }).waitFor();
    const available = page.getByRole('list', { name: 'Tilgængelige professioner' });
    const optional = page.getByRole('list', { name: 'Valgfrie professioner' });
    const mandatory = page.getByRole('list', { name: 'Obligatoriske professioner' });
    await optional.waitFor();

    // With the mouse: from the available column into the optional list.
    await mouseDrag(
      page,
      available.getByRole('button', { name: `Flyt ${dragged.name}`, exact: true }),
      optional,
    );
    await optional.getByText(dragged.name, { exact: true }).waitFor();
    await page.getByText('Gemt', { exact: true }).waitFor();
    expect(await available.getByText(dragged.name, { exact: true }).count()).toBe(0);
    await screenshot(page, 'class-professions-after-mouse-drag-desktop');

    // With the keyboard: pick up with space, carry right twice (optional, then mandatory), drop.
    // Each key waits for the screen reader's announcement of the previous one: the keyboard
    // sensor listens for arrows only from the task after the pick-up, and each arrow moves
    // from where the board last measured the item, so a key sent early is lost or repeats
    // the previous move.
    const announced = (text: string | RegExp) =>
      page.getByRole('status').filter({ hasText: text }).waitFor({ state: 'attached' });
    const handle = available.getByRole('button', { name: `Flyt ${keyed.name}`, exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    // Picked up, and at once over the list it came from.
    await announced(
      new RegExp(`^${keyed.name} er (samlet op|tilbage over listen, den kom fra)\\.$`),
    );
    await pendingTimersRun(page);
    await page.keyboard.press('ArrowRight');
    await announced(`${keyed.name} er over Valgfrie professioner.`);
    await page.keyboard.press('ArrowRight');
    await announced(`${keyed.name} er over Obligatoriske professioner.`);
    await page.keyboard.press('Space');
    await announced(`${keyed.name} er sluppet i Obligatoriske professioner.`);
    await mandatory.getByText(keyed.name, { exact: true }).waitFor();
    await expect
      .poll(async () => (await professionsOf(target.id)).mandatory.map((entry) => entry.name))
      .toContain(keyed.name);

    await page.reload();
    await optional.getByText(dragged.name, { exact: true }).waitFor();
    await mandatory.getByText(keyed.name, { exact: true }).waitFor();
    const after = await professionsOf(target.id);
    expect(after.assigned.map((entry) => entry.name)).toContain(dragged.name);
    expect(after.mandatory.map((entry) => entry.name)).toContain(keyed.name);
    await screenshot(page, 'class-professions-after-reload-desktop');
    expect(pageProblems(page)).toEqual([]);
  });

  it('a board member on a phone adds a profession with the Add button and removes it again', async () => {
    const classes = (await apiCall<Named[]>(server, 'classes', { token })).body;
    const target = classes[1]!;
    const before = await professionsOf(target.id);
    const taken = new Set([...before.mandatory, ...before.assigned].map((entry) => entry.id));
    const profession = (await apiCall<Named[]>(server, 'professions', { token })).body.find(
      (entry) => !taken.has(entry.id),
    );
    if (!profession) throw new Error('The demo world needs a profession the class lacks');

    const page = await newPage(browser, 'phone');
    await logInViaApi(page, server, board, 'manage-class-professions');
    await page.getByRole('button', { name: startsWith(target.name) }).click();
    await page.getByRole('button', { name: startsWith(target.name), pressed: true }).waitFor();
    await page.getByRole('button', { name: `Tilføj ${profession.name}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Tilføj til Valgfrie professioner' }).click();
    const optional = page.getByRole('list', { name: 'Valgfrie professioner' });
    await optional.getByText(profession.name, { exact: true }).waitFor();
    await expect
      .poll(async () => (await professionsOf(target.id)).assigned.map((entry) => entry.id))
      .toContain(profession.id);
    await screenshot(page, 'class-professions-added-phone');

    await optional.getByRole('button', { name: `Fjern ${profession.name}` }).click();
    await expect
      .poll(async () => (await professionsOf(target.id)).assigned.map((entry) => entry.id))
      .not.toContain(profession.id);
    expect(pageProblems(page)).toEqual([]);
  });
});

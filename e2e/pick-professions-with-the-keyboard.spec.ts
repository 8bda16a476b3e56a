import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import {
  launchBrowser,
  newPage,
  pendingTimersRun,
  screenshot,
  type Device,
} from './harness/browser';
import { apiToken, createUser, startServer, type TestServer } from './harness/server';
import { raceAndClass, sixProfessionsOf } from './character-setup';

describe('picking professions with the keyboard', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // Side by side on a desktop (the chosen list is to the right), stacked on a phone (below).
  for (const [device, arrow] of [
    ['desktop', 'ArrowRight'],
    ['phone', 'ArrowDown'],
  ] as [Device, string][]) {
    it(`a player drags a profession with Space and ${arrow} and adds one with + (${device})`, async () => {
      const player = await createUser(server, { role: 'user' });
      const token = await apiToken(server, player);
      const { classId } = await raceAndClass(server, token, 'Dværge', 'Kriger');
      const { optional } = await sixProfessionsOf(server, token, classId);
      const [dragged, added] = optional;
      if (!dragged || !added) throw new Error('The demo Kriger has at least two optional picks');

      const page = await newPage(browser, device);
      await logInViaApi(page, server, player, 'characters/create');
      const form = page.getByRole('region', { name: 'Ny figur' });
      await form.getByRole('textbox', { name: 'Navn' }).fill('Åse Tastefod');
      await form.getByRole('combobox', { name: 'Race' }).selectOption({ label: 'Dværge' });
      await form.getByRole('combobox', { name: 'Klasse' }).selectOption({ label: 'Kriger' });
      const chosen = form.getByRole('list', { name: /^Dine valg/ });

      // The announcements sit in dnd-kit's visually hidden live region.
      // Space lifts, the arrow carries it over the chosen list, Space drops it there. The
      // keyboard sensor listens for arrows only from the task after the lift, which can run
      // after the announcement is drawn, so an arrow sent at once may be lost.
      await form.getByRole('button', { name: `Træk ${dragged.name}` }).focus();
      await page.keyboard.press('Space');
      const live = page.locator('[id^="DndLiveRegion"]');
      const announced = (text: string) => expect.poll(() => live.textContent()).toContain(text);
      await announced(`${dragged.name} er over Valgfrie professioner.`);
      await pendingTimersRun(page);
      await page.keyboard.press(arrow);
      await announced(`${dragged.name} er over dine valg.`);
      await page.keyboard.press('Space');
      await chosen.getByRole('button', { name: `Fjern ${dragged.name}` }).waitFor();
      await announced(`${dragged.name} er sluppet i dine valg.`);

      // The + button: the profession moves over and focus stays in the picker, not on <body>.
      await form.getByRole('button', { name: `Tilføj ${added.name}` }).focus();
      await page.keyboard.press('Enter');
      await chosen.getByRole('button', { name: `Fjern ${added.name}` }).waitFor();
      const focused = await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName,
      );
      expect(focused).toMatch(/^(Tilføj|Fjern) /);
      await screenshot(page, `keyboard-professions-${device}`);
    });
  }
});

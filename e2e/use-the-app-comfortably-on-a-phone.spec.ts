import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { goTo, logInViaApi } from './harness/auth';
import { launchBrowser, newPage, screenshot } from './harness/browser';
import {
  apiCall,
  apiToken,
  createUser,
  startServer,
  type TestServer,
  type TestUser,
} from './harness/server';
import { abilitiesOf, createCharacterViaApi } from './character-setup';

const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Waits until the screen has its heading and nothing is loading or moving any more. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .locator('.mantine-Loader-root, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'hidden' })
    .catch(() => undefined);
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
}

/**
 * What is hard to use with a thumb or to read on a phone: tap targets under 24×24 CSS px
 * (WCAG 2.5.8; a link inside running text is exempt), text under 11 px, and words split
 * across two lines.
 */
async function discomforts(page: Page, screen: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        style.opacity !== '0' &&
        !element.closest('.club-skip-link')
      );
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;

    const targets = document.querySelectorAll(
      'a[href], button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], input:not([type="hidden"]), select, summary',
    );
    for (const target of Array.from(targets)) {
      // A hidden native input is served by the label or track drawn around it.
      const element =
        target instanceof HTMLInputElement && ['checkbox', 'radio'].includes(target.type)
          ? (target.closest('label') ?? target.parentElement ?? target)
          : target;
      if (!visible(element) || element.closest('[aria-hidden="true"]')) continue;
      if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') continue;
      const box = element.getBoundingClientRect();
      if (box.width < 23.5 || box.height < 23.5)
        problems.push(
          `tap target ${describe(element)} is ${box.width.toFixed(1)}×${box.height.toFixed(1)}`,
        );
    }

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || text.trim() === '' || !visible(parent)) continue;
      const size = parseFloat(getComputedStyle(parent).fontSize);
      if (size < 11) problems.push(`text ${describe(parent)} is ${size}px`);
      for (const match of text.matchAll(/[^\s·–—/-]+/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        if (tops.size > 1) problems.push(`the word "${match[0]}" is split across lines`);
      }
    }
    return problems;
  });
  return [...new Set(found)].map((problem) => `${screen}: ${problem}`);
}

/** Text whose contrast with its background is under WCAG AA, by axe-core. */
async function lowContrast(page: Page, screen: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const nodes = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: ['color-contrast'],
      resultTypes: ['violations'],
    })) as { violations: { nodes: { target: unknown[]; failureSummary?: string }[] }[] };
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`),
    );
  });
  return nodes.map((node) => `${screen}: ${node.replace(/\s+/g, ' ')}`);
}

describe('the app on a phone', () => {
  let server: TestServer;
  let browser: Browser;
  let member: TestUser;
  let board: TestUser;
  let characterId: number;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    [member, board] = await Promise.all([
      createUser(server, { role: 'user', name: 'Ragnfrid Stenhugger' }),
      createUser(server, { role: 'bestyrelse', name: 'Bestyrelsen' }),
    ]);
    const token = await apiToken(server, member);
    const character = await createCharacterViaApi(server, token, 'Sigvaldi Ravnsborg-Frostkjær');
    characterId = character.id;
    await createCharacterViaApi(server, token, 'Bo');
    // A locked sheet with one saved ability, so the sheet and the staff show "Låst".
    const first = [...character.professions].sort((a, b) => a.position - b.position)[0]!;
    const [level1] = await abilitiesOf(server, token, first.id);
    const saved = await apiCall(server, `characters/${characterId}/abilities`, {
      token,
      body: {
        abilities: [{ profession_id: first.id, ability_id: level1!.id, special_ability_id: null }],
      },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a member’s screens have thumb-sized targets, readable text and whole words', async () => {
    const page = await newPage(browser, 'phone');
    await logInViaApi(page, server, member);
    const problems: string[] = [];
    for (const route of [
      'dashboard',
      `character/${characterId}`,
      `character/${characterId}/abilities`,
      'races-classes',
      'classes',
      'professions',
      'languages',
    ]) {
      await goTo(page, server, route);
      await settle(page);
      problems.push(...(await discomforts(page, route)), ...(await lowContrast(page, route)));
      await screenshot(page, `phone-comfort-${route.replace(/\//g, '-')}`);
    }
    await page.context().close();
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the board’s screens too, with the user tabs in one row and the account named once', async () => {
    const page = await newPage(browser, 'phone');
    await logInViaApi(page, server, board);
    const problems: string[] = [];
    for (const route of ['manage-users', 'audit']) {
      await goTo(page, server, route);
      await settle(page);
      problems.push(...(await discomforts(page, route)), ...(await lowContrast(page, route)));
    }
    // The member's character as staff see it: its sheet is locked.
    await goTo(page, server, 'manage-users');
    await settle(page);
    const tabTops = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(tabTops.length).toBeGreaterThan(1);
    expect(new Set(tabTops).size, `tab rows at ${tabTops.join(', ')}`).toBe(1);
    await page.getByRole('searchbox').first().fill('Ragnfrid');
    await page.getByText('Ragnfrid Stenhugger').first().click();
    await page.getByText('Låst', { exact: true }).first().waitFor();
    await settle(page);
    problems.push(
      ...(await discomforts(page, 'manage-users member')),
      ...(await lowContrast(page, 'manage-users member')),
    );
    await screenshot(page, 'phone-comfort-manage-users-member');

    await page.getByRole('button', { name: /^(åbn menu|open menu)$/i }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Bestyrelsen').waitFor();
    expect(await drawer.getByText(/Bestyrelsen · Bestyrelse/).count()).toBe(0);
    await page.context().close();
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the dashboard’s character cards are of one height, side by side on a desktop', async () => {
    const page = await newPage(browser, 'desktop');
    await logInViaApi(page, server, member);
    await settle(page);
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const boxes = await cards.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { top: Math.round(box.top), height: Math.round(box.height) };
      }),
    );
    const rows = new Map<number, number[]>();
    for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box.height]);
    for (const heights of rows.values()) expect(new Set(heights).size, heights.join()).toBe(1);
    expect(await page.locator('.club-account').textContent()).toContain('Ragnfrid Stenhugger');
    await screenshot(page, 'desktop-comfort-dashboard');
    await page.context().close();
  });
});

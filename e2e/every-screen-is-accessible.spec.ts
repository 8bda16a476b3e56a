import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appPath, goTo, logInViaApi, openNavigation } from './harness/auth';
import { launchBrowser, newPage, screenshot, type Device } from './harness/browser';
import {
  apiCall,
  apiToken,
  createUser,
  startServer,
  type TestServer,
  type TestUser,
} from './harness/server';
import { createCharacterViaApi } from './character-setup';
import { limitsFor } from '../test-limits';

/**
 * axe-core on every screen, logged out, as a member and as the board, at both widths. Any
 * critical or serious violation fails, and so does any landmark rule (two banners in the
 * phone menu were once one). The engine's source is evaluated in each page as it loads.
 */
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const FAILING_IMPACTS = new Set(['critical', 'serious']);

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

async function axeFindings(page: Page, screen: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Evaluated rather than added as a <script>: the app's CSP rightly refuses inline scripts.
    await page.evaluate(AXE_SOURCE);
  }
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[] }[];
      }[];
    };
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)),
    }));
  });
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact) || v.rule.startsWith('landmark-'))
    .map((v) => ({ screen, ...v }));
}

/** The page's requests under way, counted as they start and end. */
const inFlight = new WeakMap<Page, { count: number; quietSince: number }>();

function countRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const state = { count: 0, quietSince: Date.now() };
  inFlight.set(page, state);
  page.on('request', () => (state.count += 1));
  const done = () => {
    state.count -= 1;
    if (state.count === 0) state.quietSince = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Playwright's "networkidle" for a screen opened inside the app, where no page load
 * follows: no request under way for half a second, as a screen's data that follows other
 * data (a chunk, then its reads) starts within that.
 */
async function networkIdle(page: Page): Promise<void> {
  const state = inFlight.get(page);
  if (!state) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + limitsFor('e2e').wait;
  while (state.count > 0 || Date.now() - state.quietSince < NETWORK_IDLE_MS) {
    if (Date.now() > deadline) throw new Error(`${page.url()} kept loading`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const NETWORK_IDLE_MS = 500;

/** Waits until the screen has its heading and nothing is loading any more. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await networkIdle(page);
  await page
    .locator('.mantine-Loader-root, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'hidden' })
    .catch(() => undefined);
  // Fades and collapses end before contrast is judged.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const running = document.getAnimations().map((a) => a.finished.catch(() => undefined));
        void Promise.all(running).then(() => resolve());
      }),
  );
}

async function check(page: Page, server: TestServer, route: string, name: string) {
  await goTo(page, server, route);
  await settle(page);
  landedOn(page, server, route, name);
  return axeFindings(page, name);
}

/**
 * The screen judged is the one asked for: a walk that lost its session once went on
 * judging the login screen for every screen after, and failed only later, elsewhere.
 */
function landedOn(page: Page, server: TestServer, route: string, name: string): void {
  const wanted = `/${route.split('?')[0]}`;
  const landed = appPath(page, server);
  if (landed !== wanted) throw new Error(`${name}: opened ${wanted} and landed on ${landed}`);
}

/** Opens `route` as the app's own links do, and waits for a heading the page did not have. */
async function openInApp(page: Page, server: TestServer, route: string): Promise<void> {
  const target = new URL(route, server.url);
  await page.evaluate((href) => {
    document.querySelectorAll('h1').forEach((heading) => (heading.dataset.left = ''));
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${target.pathname}${target.search}`);
  await page.locator('h1:not([data-left])').first().waitFor();
}

/**
 * Checks a screen opened inside the app, without loading the page again: the app, its
 * session and axe stay as they are. It goes by the about page, which shares no layout with
 * a screen behind the login, so nothing of the screen before (a frame, or the same screen
 * drawn again for another tab, as a character's overview and background are) is taken for
 * the next one: every part of it is drawn anew.
 */
async function checkInApp(page: Page, server: TestServer, route: string, name: string) {
  countRequests(page);
  await openInApp(page, server, 'about');
  await openInApp(page, server, route);
  await settle(page);
  landedOn(page, server, route, name);
  return axeFindings(page, name);
}

/** How many pages of one context walk a list of screens at once. */
const PAGES_PER_WALK = 3;

/**
 * Checks every route on `PAGES_PER_WALK` pages of `page`'s context at once (the same
 * login, as a member with several tabs open): each loads its first screen and, `inApp`,
 * opens the rest of its share inside the app. The findings come back in route order.
 */
async function walk(
  page: Page,
  server: TestServer,
  routes: string[],
  label: string,
  { inApp }: { inApp: boolean },
): Promise<Finding[]> {
  const pages = [page];
  while (pages.length < Math.min(PAGES_PER_WALK, routes.length)) {
    pages.push(await page.context().newPage());
  }
  const found: Finding[][] = routes.map(() => []);
  await Promise.all(
    pages.map(async (tab, first) => {
      for (let index = first; index < routes.length; index += pages.length) {
        const route = routes[index]!;
        const open = inApp && index !== first ? checkInApp : check;
        found[index] = await open(tab, server, route, `${label} ${route}`);
      }
    }),
  );
  await Promise.all(pages.slice(1).map((tab) => tab.close()));
  return found.flat();
}

function report(findings: Finding[]): string {
  return findings
    .map((f) => `${f.screen}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.targets.join('\n    ')}`)
    .join('\n');
}

// The six walks run at once, each on several pages of its own context: most of a screen's
// time is the browser loading it and axe judging it, which overlap.
describe.concurrent('every screen is accessible', () => {
  let server: TestServer;
  let browser: Browser;
  let member: TestUser;
  let board: TestUser;
  let memberCharacterId: number;
  let letterPath: string;
  let eventId: number;
  let ticketPath: string;
  let itemCode: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ env: { RULES_URL: 'https://regler.example.org/ravnemark' } }),
      launchBrowser(),
    ]);
    [member, board] = await Promise.all([
      createUser(server, { role: 'user' }),
      createUser(server, { role: 'bestyrelse' }),
    ]);
    const token = await apiToken(server, member);
    memberCharacterId = (await createCharacterViaApi(server, token, 'Ylva Ulvedatter')).id;
    // An unlocked sheet, so user management shows its "unlocked" badge.
    await apiCall(server, `characters/${memberCharacterId}/allow-update`, {
      method: 'PATCH',
      body: { allow_update: 1 },
      token: await apiToken(server, board),
    });
    // A letter in the first language, for the document reader.
    const boardToken = await apiToken(server, board);
    const { body: languages } = await apiCall<{ id: number }[]>(server, 'languages', {
      token: boardToken,
    });
    const languageId = languages[0]?.id;
    if (languageId === undefined) throw new Error('The demo world has languages');
    const { body: letter } = await apiCall<{ id: number }>(
      server,
      `languages/${languageId}/documents`,
      { body: { title: 'Brev til vogterne', body: 'Mød mig ved vadestedet.' }, token: boardToken },
    );
    letterPath = `languages/${languageId}/documents/${letter.id}`;
    // A published event the member has signed up for: the event page with its payment
    // details for the member, and the sign-up list for the board.
    const nextYear = new Date().getUTCFullYear() + 1;
    await apiCall(server, 'settings', {
      method: 'PUT',
      token: boardToken,
      body: { payment_instructions: 'MobilePay 12 34 56 78' },
    });
    const { body: event } = await apiCall<{ id: number }>(server, 'events', {
      token: boardToken,
      body: {
        title: 'Midsommerslaget',
        location: 'Ravnsholt Skov',
        starts_at: `${nextYear}-06-20T10:00:00+02:00`,
        ends_at: `${nextYear}-06-21T15:00:00+02:00`,
        capacity: { player: 30, crew: 8 },
        price: { player: 350, crew: 100 },
        xp: { player: 10, crew: 5 },
        status: 'published',
      },
    });
    eventId = event.id;
    const { body: signedUp } = await apiCall<{ signup: { ticket_code: string } }>(
      server,
      `events/${eventId}/signups`,
      {
        token,
        body: {
          role: 'player',
          character_id: memberCharacterId,
          emergency_contact: { name: 'Sigrid', phone: '12345678' },
        },
      },
    );
    ticketPath = `events/${eventId}/check-in/${signedUp.signup.ticket_code}`;
    // What the member's character carries: coin from the demo catalogue and a named piece.
    const { body: catalogue } = await apiCall<{
      item_types: { id: number; name: string }[];
    }>(server, 'item-types', { token: boardToken });
    const typeId = (name: string) => catalogue.item_types.find((t) => t.name === name)?.id;
    for (const [name, quantity] of [
      ['Sølv', 12],
      ['Ulfberht', 1],
    ] as const) {
      const { body: given } = await apiCall<{ items: { code: string }[] }>(
        server,
        'item-transfers',
        {
          token: boardToken,
          body: {
            from: 'bank',
            to: { character_id: memberCharacterId },
            item_type_id: typeId(name),
            quantity,
            reason: 'Startudstyr',
          },
        },
      );
      itemCode = given.items[0]?.code ?? itemCode;
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const memberScreens = () => [
    'dashboard',
    'events',
    `events/${eventId}`,
    'races-classes',
    'classes',
    'professions',
    'languages',
    'characters/create',
    `character/${memberCharacterId}`,
    `character/${memberCharacterId}/abilities`,
    `character/${memberCharacterId}/print`,
    `character/${memberCharacterId}/background`,
    'inbox',
    'account',
    'account/my-data',
    letterPath,
    ticketPath,
    `character/${memberCharacterId}/inventory`,
    `items/${itemCode}`,
    `print/item-cards?codes=${itemCode}`,
  ];
  // Beyond the member's screens: those where the board sees more, and the staff screens.
  const boardScreens = () => [
    'races-classes',
    'classes',
    'professions',
    `character/${memberCharacterId}/abilities`,
    'manage-class-professions',
    'manage-profession-abilities',
    'manage-special-abilities',
    'manage-special-abilities-overview',
    'manage-abilities',
    'manage-users',
    `character/${memberCharacterId}/background`,
    'staff/backgrounds',
    'staff/reports',
    'staff/messages',
    'manage-settings',
    'audit',
    'rules-data',
    'print/characters',
    letterPath,
    'races-classes/create',
    'professions/create',
    'abilities/create',
    'special-abilities/create',
    'events',
    'events?payment=unpaid',
    `events/${eventId}`,
    'events/new',
    `events/${eventId}/edit`,
    `events/${eventId}/check-in`,
    `events/${eventId}/lists`,
    ticketPath,
    'manage-item-types',
    'logistics',
    `logistics?character=${memberCharacterId}`,
    `items/${itemCode}`,
    `events/${eventId}/envelopes`,
  ];

  for (const device of ['desktop', 'phone'] as Device[]) {
    it(`logged out, on a ${device}`, async ({ expect }) => {
      const page = await newPage(browser, device);
      const findings = await walk(
        page,
        server,
        ['auth', 'forgot-password', 'reset-password', 'reset-password?token=x', 'about'],
        device,
        // These share their layout with the about page: each is loaded as a page.
        { inApp: false },
      );
      await page.context().close();
      expect(findings, report(findings)).toEqual([]);
    });

    it(`as a member, on a ${device}`, async ({ expect }) => {
      const page = await newPage(browser, device);
      await logInViaApi(page, server, member);
      const findings = await walk(page, server, memberScreens(), `${device} member`, {
        inApp: true,
      });
      // The create form with a class chosen: the profession picker's lists.
      await goTo(page, server, 'characters/create');
      await settle(page);
      const form = page.getByRole('region', { name: 'Ny figur' });
      await form.getByRole('textbox', { name: 'Navn' }).fill('Tove Tilgængelig');
      await form.getByRole('combobox', { name: 'Race' }).selectOption({ label: 'Dværge' });
      await form.getByRole('combobox', { name: 'Klasse' }).selectOption({ label: 'Kriger' });
      await form.getByRole('heading', { name: /^Dine valg/ }).waitFor();
      // The race and the class are chosen with their descriptions in sight.
      await form.getByText(/^Dværgene bor i bjergenes haller/).waitFor();
      await form.getByText(/^Krigeren lever af sit sværd/).waitFor();
      await settle(page);
      findings.push(...(await axeFindings(page, `${device} member create form with class`)));
      if (device === 'phone') {
        await goTo(page, server, 'dashboard');
        await settle(page);
        await openNavigation(page);
        await page.getByRole('dialog').waitFor();
        await settle(page);
        findings.push(...(await axeFindings(page, 'phone menu')));
        await screenshot(page, 'a11y-phone-menu');
      }
      await page.context().close();
      expect(findings, report(findings)).toEqual([]);
    });

    it(`as the board, on a ${device}`, async ({ expect }) => {
      const page = await newPage(browser, device);
      await logInViaApi(page, server, board);
      const findings = await walk(page, server, boardScreens(), `${device} board`, {
        inApp: true,
      });
      // A member chosen in user management, with an unlocked sheet.
      await goTo(page, server, 'manage-users');
      await settle(page);
      // Found by the email only the member has, as a manager would look someone up: the
      // list then holds the member whatever else it held when it first loaded.
      await page.getByRole('searchbox', { name: 'Søg på navn eller e-mail' }).fill(member.email);
      await page
        .getByRole('button', { name: new RegExp(member.name) })
        .first()
        .click();
      await page.getByRole('heading', { level: 2, name: member.name }).waitFor();
      await settle(page);
      findings.push(...(await axeFindings(page, `${device} board user details`)));
      await screenshot(page, `a11y-user-details-${device}`);
      // A toast, with its close button.
      await goTo(page, server, 'manage-settings');
      await settle(page);
      const field = page.getByRole('textbox', { name: /Adresse/ });
      await field.fill(`https://regler.example.org/${device}`);
      await page.getByRole('button', { name: 'Gem link' }).click();
      await page.getByRole('alert').filter({ hasText: 'Linket til reglerne er gemt' }).waitFor();
      findings.push(...(await axeFindings(page, `${device} board toast`)));
      await screenshot(page, `a11y-toast-${device}`);
      await page.context().close();
      expect(findings, report(findings)).toEqual([]);
    });
  }
});

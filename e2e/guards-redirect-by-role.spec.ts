import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appPath, goTo, logInViaApi } from './harness/auth';
import { launchBrowser, newPage } from './harness/browser';
import { createUser, startServer, type Role, type TestServer } from './harness/server';

const STAFF_ROUTE = '/manage-abilities';
const USERS_ROUTE = '/manage-users';
const MEMBER_ROUTE = '/professions';

/** Where each role ends up when it opens each route (SPEC.md 2.1). */
const EXPECTED: Record<Role, Record<string, string>> = {
  user: { [STAFF_ROUTE]: '/dashboard', [USERS_ROUTE]: '/dashboard', [MEMBER_ROUTE]: MEMBER_ROUTE },
  admin: { [STAFF_ROUTE]: '/dashboard', [USERS_ROUTE]: USERS_ROUTE, [MEMBER_ROUTE]: MEMBER_ROUTE },
  superadmin: {
    [STAFF_ROUTE]: STAFF_ROUTE,
    [USERS_ROUTE]: USERS_ROUTE,
    [MEMBER_ROUTE]: MEMBER_ROUTE,
  },
  bestyrelse: {
    [STAFF_ROUTE]: STAFF_ROUTE,
    [USERS_ROUTE]: USERS_ROUTE,
    [MEMBER_ROUTE]: MEMBER_ROUTE,
  },
};

describe('the route guards in the browser', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Opens a route and returns where the app settles once it has started and redirected. */
  async function landsOn(page: Page, route: string): Promise<string> {
    await goTo(page, server, route);
    await page.waitForLoadState('networkidle');
    await page.locator('h1').first().waitFor();
    return appPath(page, server);
  }

  for (const role of Object.keys(EXPECTED) as Role[]) {
    it(`${role === 'admin' ? 'an' : 'a'} ${role} is let in or sent to the dashboard by the role each page needs`, async () => {
      const user = await createUser(server, { role });
      const page = await newPage(browser, 'desktop');
      await logInViaApi(page, server, user);
      for (const [route, expected] of Object.entries(EXPECTED[role])) {
        expect(await landsOn(page, route), `${role} opening ${route}`).toBe(expected);
      }
      expect(await landsOn(page, ''), `${role} opening the root`).toBe('/dashboard');
      expect(await landsOn(page, 'auth'), `${role} opening /auth`).toBe('/dashboard');
    });
  }

  it('a visitor who is not logged in is sent to /auth from every guarded or unknown path', async () => {
    const page = await newPage(browser, 'desktop');
    for (const route of ['', 'dashboard', STAFF_ROUTE, USERS_ROUTE, MEMBER_ROUTE, 'no/such/page']) {
      expect(await landsOn(page, route), `opening /${route}`).toBe('/auth');
    }
    expect(await landsOn(page, 'about')).toBe('/about');
  });

  it('the bare base path without its slash leads to the login page', async () => {
    const page = await newPage(browser, 'desktop');
    await page.goto(server.url.replace(/\/$/, ''));
    await page.getByRole('heading', { name: 'Velkommen' }).waitFor();
    expect(appPath(page, server)).toBe('/auth');
  });
});

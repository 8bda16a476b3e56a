import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appPath, goTo } from './harness/auth';
import { launchBrowser, newPage } from './harness/browser';
import { startHoldingProxy, type HoldStep, type HoldingProxy } from './harness/holding-proxy';
import { apiCall, createUser, startServer, type TestServer } from './harness/server';

/**
 * A member who reloads, or follows a link, while the app is still asking the server whether
 * the session holds (its start-up check) stays logged in: the browser cuts the check off as
 * the page is left, and a check cut off has refused nothing. On a real network the moment
 * comes by chance (it once logged a journey's member out one run in ten); the proxy here
 * holds the check's answer at each step of its way so the page is left at exactly that
 * moment every run.
 */
const STEPS: Record<HoldStep, string> = {
  'before-headers': 'before its answer has come',
  'half-the-body': 'while its answer is arriving',
};

/** Marks when the page's start-up check has its answer's headers (fetch has resolved). */
async function noteCheckHeaders(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/auth/check')) {
        (window as unknown as { checkHeadersCame: boolean }).checkHeadersCame = true;
      }
      return response;
    };
  });
}

describe('leaving a page while the app starts', () => {
  let server: TestServer;
  let browser: Browser;
  let proxy: HoldingProxy;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    proxy = await startHoldingProxy(server);
  });
  afterAll(async () => {
    await proxy?.close();
    await browser?.close();
    await server?.stop();
  });

  for (const [step, moment] of Object.entries(STEPS) as [HoldStep, string][]) {
    it(`a board member who opens the next page ${moment} stays logged in`, async () => {
      const board = await createUser(server, { role: 'bestyrelse' });
      const { body: login } = await apiCall<{ token: string; user: unknown }>(
        server,
        'auth/login',
        { body: { email: board.email, password: board.password } },
      );
      const page = await newPage(browser, 'desktop');
      await noteCheckHeaders(page);
      // Logged in as logInViaApi does: the stored session the app finds as it starts.
      await goTo(page, proxy, 'about');
      await page.evaluate(
        ([token, user]) => {
          localStorage.setItem('user-token', token);
          localStorage.setItem('user', user);
        },
        [login.token, JSON.stringify(login.user)] as const,
      );

      const held = proxy.hold('auth/check', step);
      await goTo(page, proxy, 'dashboard');
      await held.reached;
      if (step === 'half-the-body') {
        await page.waitForFunction(
          () => (window as unknown as { checkHeadersCame?: boolean }).checkHeadersCame === true,
        );
      }
      await goTo(page, proxy, 'manage-abilities');
      await held.cutOff;

      await page.waitForLoadState('networkidle');
      await page.locator('h1').first().waitFor();
      expect(appPath(page, proxy)).toBe('/manage-abilities');
      expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBe(login.token);
    });
  }
});

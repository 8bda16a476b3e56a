import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumOptions } from './chromium';
import { prepareDataDir } from './server';

/**
 * What every journey of the run shares:
 * - one Chromium: `launchBrowser()` connects to it, so a journey pays for its contexts,
 *   not for a browser start (E2E_OWN_BROWSER=1 gives each journey a browser of its own);
 * - one prepared data directory: a server's first start (migrations, the demo world, the
 *   board account) made once, which `startServer()` copies for each journey's own server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [browser, prepared] = await Promise.all([
    process.env.E2E_OWN_BROWSER ? null : chromium.launchServer(chromiumOptions()),
    prepareDataDir(),
  ]);
  project.provide('browserWsEndpoint', browser?.wsEndpoint() ?? '');
  project.provide('preparedDataDir', prepared.dir);
  return async () => {
    await browser?.close();
    prepared.remove();
  };
}

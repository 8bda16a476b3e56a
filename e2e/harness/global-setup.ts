import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumOptions } from './chromium';

/**
 * One Chromium for every journey of the run: `launchBrowser()` connects to it, so a
 * journey pays for its contexts, not for a browser start. Set E2E_OWN_BROWSER=1 to give
 * each journey a browser of its own instead.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_OWN_BROWSER) {
    project.provide('browserWsEndpoint', '');
    return async () => {};
  }
  const server = await chromium.launchServer(chromiumOptions());
  project.provide('browserWsEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}

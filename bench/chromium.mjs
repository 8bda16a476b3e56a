// Debian's Chromium as every browser measurement of the bench starts it: headless, a fresh
// profile of its own, and nothing running in the background that could disturb a figure
// (updates, sync, QUIC). Playwright drives it; Lighthouse connects to its debugging port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A persistent context (the browser's default one, the one a tab opened through the
 * debugging port also lands in) on a fresh profile; `close()` ends the browser and removes
 * the profile. `args` are added to the common flags; the other options are Playwright's
 * for a persistent context.
 */
export async function launchChromium({ args = [], ...options } = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-chromium-'));
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      ...options,
      args: [...CHROMIUM_FLAGS, ...args],
    });
    const close = async () => {
      try {
        await context.close();
      } finally {
        fs.rmSync(profile, { recursive: true, force: true });
      }
    };
    return { context, close };
  } catch (error) {
    fs.rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type Device = keyof typeof VIEWPORTS;

/**
 * Headless Chromium. Playwright gives every launch a fresh temporary profile
 * (`--user-data-dir`) and deletes it on close; it refuses the flag in `args`.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const problems = new WeakMap<Page, string[]>();

/**
 * A page in a context of its own (empty local storage), sized as a desktop (1280×800) or a
 * phone (390×844), with a Danish locale. Uncaught errors and console errors are collected
 * for `pageProblems(page)`.
 */
export async function newPage(
  browser: Browser,
  device: Device = 'desktop',
  locale = 'da-DK',
): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[device],
    locale,
    isMobile: device === 'phone',
    hasTouch: device === 'phone',
  });
  const page = await context.newPage();
  const found: string[] = [];
  problems.set(page, found);
  page.on('pageerror', (error) => found.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') found.push(`console: ${message.text()}`);
  });
  return page;
}

/** Uncaught errors and console errors seen on the page so far. */
export function pageProblems(page: Page): string[] {
  return [...(problems.get(page) ?? [])];
}

/** Writes a full-page PNG to e2e/artifacts/<name>.png (gitignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

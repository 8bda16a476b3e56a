import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { chromiumOptions } from './chromium';
import { ARTIFACTS_DIR } from './paths';
import { limitsFor } from '../../test-limits';

export { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumOptions } from './chromium';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type Device = keyof typeof VIEWPORTS;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's address, from harness/global-setup.ts; '' when there is none. */
    browserWsEndpoint: string;
  }
}

function sharedEndpoint(): string {
  try {
    return inject('browserWsEndpoint') ?? '';
  } catch {
    // Outside a Vitest run with the global setup: no shared browser.
    return '';
  }
}

/**
 * Headless Chromium for one journey. Under `vitest --project e2e` every journey connects to
 * the one Chromium the global setup started, which saves a browser start per journey; its
 * `close()` then only drops this journey's contexts and connection, and the shared browser
 * keeps running for the next journey. Without a shared browser (or when it cannot be
 * reached) a Chromium of its own is launched, with a fresh temporary profile that
 * Playwright deletes on `close()`. Either way every `newPage` gets a fresh context.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = sharedEndpoint();
  if (endpoint) {
    try {
      const browser = await chromium.connect(endpoint, { timeout: limitsFor('e2e').wait });
      connected.add(browser);
      return browser;
    } catch (error) {
      console.warn(`The shared browser could not be reached (${String(error)}); launching one`);
    }
  }
  return chromium.launch(chromiumOptions());
}

const problems = new WeakMap<Page, string[]>();
const open = new Set<Page>();
const connected = new WeakSet<Browser>();

/**
 * A connected browser keeps downloads on its side, where `download.path()` cannot reach
 * them; here it saves a copy in a temporary folder (removed with the context) and returns
 * that, so a journey reads a download the same way with a shared browser or its own.
 */
function localDownloadPaths(context: BrowserContext): void {
  let dir: string | null = null;
  const patch = (page: Page) =>
    page.on('download', (download: Download) => {
      let saved: Promise<string> | null = null;
      download.path = () =>
        (saved ??= (async () => {
          dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'club-e2e-downloads-'));
          const file = path.join(dir, `${crypto.randomUUID()}-${download.suggestedFilename()}`);
          await download.saveAs(file);
          return file;
        })());
    });
  context.on('page', patch);
  context.on('close', () => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
}

/**
 * A page in a context of its own (empty local storage), sized as a desktop (1280×800) or a
 * phone (390×844), with a Danish locale. Uncaught errors and console errors are collected
 * for `pageProblems(page)`. `withoutWorker` keeps the app's service worker from starting:
 * a phone on which nothing was kept for use without signal yet.
 */
export async function newPage(
  browser: Browser,
  device: Device = 'desktop',
  locale = 'da-DK',
  { withoutWorker = false }: { withoutWorker?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[device],
    locale,
    isMobile: device === 'phone',
    hasTouch: device === 'phone',
    serviceWorkers: withoutWorker ? 'block' : 'allow',
  });
  // Playwright's own 30 s for a click or a wait is too tight on a machine ten times slower.
  context.setDefaultTimeout(limitsFor('e2e').wait);
  if (connected.has(browser)) localDownloadPaths(context);
  const page = await context.newPage();
  const found: string[] = [];
  problems.set(page, found);
  open.add(page);
  page.on('close', () => open.delete(page));
  page.on('pageerror', (error) => found.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') found.push(`console: ${message.text()}`);
  });
  return page;
}

/** The pages `newPage` made that are still open (for the failure report). */
export function openPages(): ReadonlySet<Page> {
  return open;
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

/**
 * Screenshots of the page as it is at its own size and at the other one: a phone (390×844)
 * and a desktop (1280×800), named `<name>-phone` and `<name>-desktop`.
 */
export async function screenshotBothSizes(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  const phone = size !== null && size.width < 600;
  await screenshot(page, `${name}-${phone ? 'phone' : 'desktop'}`);
  const other = phone ? VIEWPORTS.desktop : VIEWPORTS.phone;
  await page.setViewportSize(other);
  await screenshot(page, `${name}-${phone ? 'desktop' : 'phone'}`);
  if (size) await page.setViewportSize(size);
}

/**
 * Waits until every timer the page had scheduled when this was called has run (a timer
 * set now fires after those): e.g. a listener a library attaches "on the next tick".
 */
export async function pendingTimersRun(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** Waits until the CSS transitions and animations in and under `locator` have finished. */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    // A transition starts a frame after the change that causes it.
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await Promise.all(
      element.getAnimations({ subtree: true }).map((animation) => animation.finished),
    );
  });
}

// The first screen as a browser receives it: every script /auth loads in its first two
// seconds, counted from Chromium's own network events (the bytes on the wire, compressed
// as the server sent them to what Chromium asked for), not by summing files on disk.
// Each measurement is a fresh browser profile: no HTTP cache, no service worker.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FIRST_SCREEN_WINDOW_MS = 2000;

/**
 * Loads `url` in a fresh Chromium and sums, per resource type, the encoded bytes of every
 * response whose request began within FIRST_SCREEN_WINDOW_MS of the navigation.
 */
export async function firstScreenTransfer(url) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'club-first-screen-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const client = await context.newCDPSession(page);
    const requests = new Map();
    let start = null;
    client.on('Network.requestWillBeSent', (event) => {
      start ??= event.timestamp;
      requests.set(event.requestId, {
        url: event.request.url,
        at: (event.timestamp - start) * 1000,
        type: event.type,
        bytes: 0,
        encoding: null,
      });
    });
    client.on('Network.responseReceived', (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      request.type = event.type;
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
      );
      request.encoding = headers['content-encoding'] ?? 'identity';
    });
    client.on('Network.dataReceived', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.bytes += event.encodedDataLength;
    });
    client.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.finished = true;
    });
    await client.send('Network.enable');
    await client.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(url, { waitUntil: 'load' });
    // What starts in the window counts, however long it then takes to arrive.
    await page.waitForTimeout(FIRST_SCREEN_WINDOW_MS);
    const deadline = Date.now() + 30_000;
    const inWindow = () => [...requests.values()].filter((r) => r.at <= FIRST_SCREEN_WINDOW_MS);
    while (inWindow().some((r) => !r.finished) && Date.now() < deadline) {
      await page.waitForTimeout(100);
    }
    const scripts = inWindow().filter((r) => r.type === 'Script');
    return {
      scriptBytes: scripts.reduce((sum, r) => sum + r.bytes, 0),
      scripts: scripts.map((r) => ({
        path: new URL(r.url).pathname,
        bytes: r.bytes,
        encoding: r.encoding,
        atMs: Math.round(r.at),
      })),
      allBytes: inWindow().reduce((sum, r) => sum + r.bytes, 0),
    };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

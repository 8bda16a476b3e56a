import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logInViaApi } from './harness/auth';
import { launchBrowser, newPage, screenshot } from './harness/browser';
import { apiToken, createUser, startServer, type TestServer } from './harness/server';

/** An 8×8 oxblood PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPo0ZDDihiGlgQAn3Q0gUz/m8MAAAAASUVORK5CYII=',
  'base64',
);

describe('avatar uploads', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a file that is not an image is refused with SPEC’s message, an image becomes the avatar', async () => {
    const player = await createUser(server, { role: 'user' });
    const page = await newPage(browser, 'desktop');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/avatar-upload')) uploads.push(request.method());
    });
    await logInViaApi(page, server, player);
    await page.getByRole('button', { name: 'Opret figur' }).click();
    const form = page.getByRole('region', { name: 'Ny figur' });
    const input = form.getByLabel('Vælg et billede til avataren');

    // Refused in the browser, before anything is sent.
    await input.setInputFiles({
      name: 'noter.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('ikke et billede'),
    });
    await form.getByText('Upload en billedfil').waitFor();
    expect(uploads).toEqual([]);

    // A text file calling itself an image gets past the browser; the server refuses it.
    await input.setInputFiles({
      name: 'falsk.png',
      mimeType: 'image/png',
      buffer: Buffer.from('ikke et billede'),
    });
    await form.getByText('Upload en billedfil').waitFor();
    expect(uploads).toEqual(['POST']);
    await screenshot(page, 'upload-avatar-refused-desktop');

    // A real image is uploaded and chosen.
    await input.setInputFiles({ name: 'portraet.png', mimeType: 'image/png', buffer: PNG });
    const own = form.getByRole('radio', { name: 'Dit eget billede' });
    await own.waitFor();
    expect(await own.getAttribute('aria-checked')).toBe('true');
    expect(await form.getByText('Upload en billedfil').count()).toBe(0);
    const src = await own.locator('img').getAttribute('src');
    expect(src).toMatch(/\/uploads\/[\w-]+\.webp$/);
    const loaded = await own
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(loaded).toBe(true);
  });

  it('the server refuses a non-image upload with SPEC’s message', async () => {
    const player = await createUser(server, { role: 'user' });
    const token = await apiToken(server, player);
    const form = new FormData();
    form.append('avatar', new Blob(['ikke et billede'], { type: 'image/png' }), 'falsk.png');
    const response = await fetch(`${server.url}api/avatar-upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      code: 'characters.avatarNotImage',
      error: 'Please upload an image file',
    });
  });
});

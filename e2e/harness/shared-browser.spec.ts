import fs from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './browser';

describe('the journeys share one browser', () => {
  it('a journey closing its browser leaves the shared one running for the next', async () => {
    expect(inject('browserWsEndpoint')).toMatch(/^ws:\/\//);
    const first = await launchBrowser();
    const page = await newPage(first, 'phone');
    await page.setContent('<p>first</p>');
    await first.close();
    expect(first.isConnected()).toBe(false);

    const second = await launchBrowser();
    try {
      // A fresh context: nothing of the first journey's page is left.
      expect(second.contexts()).toHaveLength(0);
      const again = await newPage(second, 'desktop');
      await again.setContent('<p>second</p>');
      expect(await again.textContent('p')).toBe('second');
      expect(again.viewportSize()).toEqual({ width: 1280, height: 800 });
    } finally {
      await second.close();
    }
  });

  it('a download is read from download.path() as with a browser of its own', async () => {
    const browser = await launchBrowser();
    try {
      const page = await newPage(browser, 'desktop');
      await page.setContent('<a href="data:text/plain,hello%20there" download="note.txt">Hent</a>');
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Hent' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('note.txt');
      expect(await fs.readFile(await download.path(), 'utf8')).toBe('hello there');
    } finally {
      await browser.close();
    }
  });
});

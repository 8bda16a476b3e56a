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
});

import { afterEach, describe, expect, it } from 'vitest';
import { applyDeferredStylesheets } from './deferred-stylesheets';

function preloadedStylesheet(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'style');
  link.href = href;
  link.setAttribute('data-app-styles', '');
  document.head.append(link);
  return link;
}

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

describe("the app's stylesheet on a page that painted its shell first", () => {
  it('is applied, and the app waits until it is in effect', async () => {
    const link = preloadedStylesheet('/assets/index-1.css');
    let settled = false;
    const applied = applyDeferredStylesheets().then(() => {
      settled = true;
    });
    expect(link.rel).toBe('stylesheet');
    await Promise.resolve();
    expect(settled).toBe(false);
    link.dispatchEvent(new Event('load'));
    await applied;
    expect(settled).toBe(true);
  });

  it('does not keep the app from starting when it fails to load', async () => {
    const link = preloadedStylesheet('/assets/missing.css');
    const applied = applyDeferredStylesheets();
    link.dispatchEvent(new Event('error'));
    await expect(applied).resolves.toBeUndefined();
  });

  it('settles at once on a page without one (the login screen, the dev server)', async () => {
    const other = document.createElement('link');
    other.rel = 'preload';
    other.setAttribute('as', 'font');
    document.head.append(other);
    await expect(applyDeferredStylesheets()).resolves.toBeUndefined();
    expect(other.rel).toBe('preload');
  });
});

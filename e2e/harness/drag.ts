import type { Locator, Page } from 'playwright-core';

/**
 * How long dnd-kit keeps swallowing clicks after a drag ends: its pointer sensor removes
 * the capturing click listener in a timer of this length, queued when the pointer is
 * released, so the click a drop would otherwise cause does nothing.
 */
const DND_KIT_CLICK_GUARD_MS = 50;

/**
 * Drags with the mouse from one element's centre to another's, in small steps as a hand
 * would, and returns once the page would take a click again. A click sent before dnd-kit's
 * guard timer has run is lost, and on a busy machine that timer runs late. A timer of the
 * same length queued after it runs after it, so the wait is for that timer, not for a time.
 */
export async function mouseDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('Both ends of the drag must be visible');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 });
  await page.mouse.up();
  await page.evaluate(
    (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    DND_KIT_CLICK_GUARD_MS,
  );
}

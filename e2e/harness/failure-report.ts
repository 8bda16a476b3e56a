import { afterEach } from 'vitest';
import { openPages, pageProblems as pageProblemsOf, screenshot } from './browser';

/**
 * When a journey fails, what each of its open pages showed: a screenshot in
 * e2e/artifacts/ and, in the run's output (all a CI run keeps), the address, whether the
 * page believed it was online, its problems and the start of its text.
 */
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  const pages = [...openPages()];
  for (const [index, page] of pages.entries()) {
    const name = `failed-${context.task.name.slice(0, 60)}-${index + 1}`;
    try {
      const file = await screenshot(page, name);
      const online = await page.evaluate(() => navigator.onLine);
      const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 1500);
      console.error(
        [
          `── page ${index + 1} of ${pages.length} when "${context.task.name}" failed ──`,
          `url: ${page.url()}`,
          `navigator.onLine: ${online}`,
          `screenshot: ${file}`,
          `problems: ${JSON.stringify(pageProblemsOf(page))}`,
          `text: ${text}`,
        ].join('\n'),
      );
    } catch (error) {
      console.error(`page ${index + 1} could not be reported: ${String(error)}`);
    }
  }
});

import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every Chromium of the journeys runs with. */
export const CHROMIUM_ARGS = [
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
 * Options for a Chromium of a journey's own (`chromium.launch`) or the one journeys share
 * (`chromium.launchServer`). Playwright gives each a fresh temporary profile
 * (`--user-data-dir`) and deletes it on close; it refuses the flag in `args`.
 */
export function chromiumOptions() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`,
    );
  }
  return { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };
}

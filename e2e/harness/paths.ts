import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, so journeys run the same from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const SERVER_MAIN = path.join(REPO_ROOT, 'packages/server/dist/main.js');
export const SERVER_CLI = path.join(REPO_ROOT, 'packages/server/dist/cli.js');
export const WEB_DIST = path.join(REPO_ROOT, 'packages/web/dist');
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'e2e/artifacts');

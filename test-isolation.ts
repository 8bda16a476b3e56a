import fs from 'node:fs';
import path from 'node:path';

/**
 * Test files share their worker's modules (Vitest's `isolate: false`): importing Fastify,
 * Kysely, React and Mantine once per worker instead of once per file halves the unit and
 * integration runs. A file that replaces a module (`vi.mock`, `vi.doMock`) needs a module
 * graph of its own, since a module another file already loaded keeps the real one: such
 * files are found here, by their source, and run in a project of their own that isolates
 * them, so a new one needs no list kept by hand.
 */
const REPLACES_MODULES = /\bvi\s*\.\s*(?:mock|doMock|unmock|doUnmock)\s*\(/;

/** The test files under `dir` (relative to it) that replace modules. */
export function filesReplacingModules(dir: string, testFile: RegExp): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (testFile.test(entry.name) && REPLACES_MODULES.test(fs.readFileSync(full, 'utf8')))
        found.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return found.sort();
}

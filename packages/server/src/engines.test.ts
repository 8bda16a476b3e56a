import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Semver {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
}
const semver = createRequire(import.meta.url)('semver') as Semver;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface LockedPackage {
  version?: string;
  engines?: unknown;
}

function nodeRange(engines: unknown): string | null {
  if (!engines || typeof engines !== 'object' || Array.isArray(engines)) return null;
  const node = (engines as Record<string, unknown>).node;
  return typeof node === 'string' ? node : null;
}

/** What `npm ci` would warn about (EBADENGINE) on the oldest Node the app says it supports. */
function engineMismatches(lock: { packages: Record<string, LockedPackage> }): string[] {
  const rootRange = nodeRange(lock.packages['']?.engines);
  if (!rootRange) throw new Error('The root package names no Node engine');
  const oldest = semver.minVersion(rootRange);
  if (!oldest) throw new Error(`The root engine range "${rootRange}" admits no version`);
  return Object.entries(lock.packages).flatMap(([location, entry]) => {
    const range = nodeRange(entry.engines);
    if (location === '' || !range || semver.satisfies(oldest.version, range)) return [];
    return [`${location}@${entry.version ?? '?'} needs node ${range}`];
  });
}

describe('installed packages', () => {
  it('all run on the oldest Node that package.json engines admits', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockedPackage>;
    };
    expect(engineMismatches(lock)).toEqual([]);
  });

  it('names a package whose engines want a newer Node', () => {
    const lock = {
      packages: {
        '': { engines: { node: '>=20.19' } },
        'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
        'node_modules/ok': { version: '1.0.0', engines: { node: '^20.19.0 || >=22.12.0' } },
      },
    };
    expect(engineMismatches(lock)).toEqual(['node_modules/cookie@2.0.2 needs node >=22']);
  });
});

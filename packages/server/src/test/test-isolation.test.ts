import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesReplacingModules } from '../../../../test-isolation';

const REPO = path.resolve(import.meta.dirname, '../../../..');

describe('test files sharing their worker’s modules', () => {
  // The server and shared projects run with `isolate: false`: a module one file replaced
  // would be the real one for a file that ran before it in the same worker, or the
  // replacement for one that runs after. Such a test needs a project that isolates it, as
  // the web's `web-isolated` (test-isolation.ts).
  it('no server or shared test replaces a module', () => {
    const replacing = ['packages/server/src', 'packages/shared/src'].flatMap((folder) =>
      filesReplacingModules(path.join(REPO, folder), /\.test\.ts$/).map((file) =>
        path.join(folder, file),
      ),
    );
    expect(replacing).toEqual([]);
  });

  it('finds the web tests that do, so they run isolated', () => {
    const web = filesReplacingModules(path.join(REPO, 'packages/web'), /\.test\.tsx?$/);
    expect(web).toContain('src/app/shell/app-layout.test.tsx');
  });
});

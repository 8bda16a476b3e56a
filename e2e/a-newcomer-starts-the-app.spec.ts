import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './harness/paths';
import { startServer, type TestServer } from './harness/server';

/**
 * What a newcomer reads after `npm ci && npm start`: the build says nothing but that it
 * is done, and the server prints the board password box and the address, little else.
 */
describe('a newcomer starts the app', () => {
  let server: TestServer | undefined;
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-build-'));
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('the web build prints no warnings', () => {
    const result = spawnSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        cwd: path.join(REPO_ROOT, 'packages/web'),
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    expect(result.status, result.stderr).toBe(0);
    // The service worker's own build still reports its progress; no line may warn.
    const warnings = `${result.stdout}${result.stderr}`
      .split('\n')
      .filter((line) => /warn|\(!\)|deprecated|ineffective|⚠/i.test(line));
    expect(warnings).toEqual([]);
    expect(fs.existsSync(path.join(outDir, 'sw.js'))).toBe(true);
  });

  it('the first start prints the board password, the address and a few short lines', async () => {
    server = await startServer({ basePath: '/', env: { NODE_ENV: 'development' }, empty: true });
    await expect.poll(() => server!.output()).toMatch(/running at http/);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    const box = lines.filter((line) => /^[│┌└]/.test(line));
    expect(box.join('\n')).toMatch(/Password: {2}\S{12,}/);
    const rest = lines.filter((line) => !/^[│┌└]/.test(line));
    expect(rest.length, rest.join('\n')).toBeLessThanOrEqual(5);
    for (const line of rest) expect(line.length, line).toBeLessThanOrEqual(80);
    expect(rest.some((line) => line.includes(server!.url))).toBe(true);
  });
});

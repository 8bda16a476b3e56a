import { describe, expect, it } from 'vitest';
import { preloadWhatIsMissing } from './preload-what-is-missing';

const chunk = (...imports: string[]) => ({ type: 'chunk', imports });

describe("a lazy import's files to preload", () => {
  const preload = preloadWhatIsMissing();
  preload.seeBundle({
    'assets/index.js': chunk('assets/runtime.js'),
    'assets/runtime.js': chunk(),
    'assets/logged-in.js': chunk('assets/index.js', 'assets/first-screen.js'),
    'assets/first-screen.js': chunk('assets/index.js'),
    'assets/sheet.js': chunk('assets/logged-in.js', 'assets/index.js', 'assets/sheet-parts.js'),
    'assets/sheet-parts.js': chunk('assets/index.js'),
    'assets/index.css': { type: 'asset' },
  });

  it('leaves out what the importing chunk has loaded already, itself included', () => {
    const deps = [
      'assets/sheet.js',
      'assets/runtime.js',
      'assets/index.js',
      'assets/logged-in.js',
      'assets/first-screen.js',
      'assets/sheet-parts.js',
    ];
    expect(
      preload.resolveDependencies('assets/sheet.js', deps, {
        hostId: 'assets/logged-in.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/sheet.js', 'assets/sheet-parts.js']);
  });

  it('keeps every file for the page itself and for a host it does not know', () => {
    const deps = ['assets/sheet.js', 'assets/index.js'];
    expect(
      preload.resolveDependencies('assets/sheet.js', deps, {
        hostId: 'index.html',
        hostType: 'html',
      }),
    ).toEqual(deps);
    expect(
      preload.resolveDependencies('assets/sheet.js', deps, {
        hostId: 'assets/unknown.js',
        hostType: 'js',
      }),
    ).toEqual(deps);
  });
});

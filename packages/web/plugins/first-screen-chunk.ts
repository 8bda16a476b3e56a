import path from 'node:path';
import type { Plugin } from 'vite';

const MANTINE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g;

/**
 * The Mantine components a screen's own code imports and the app's modules it imports
 * (with what they import, beyond what the entry already loads) build into one chunk: a
 * first visit then downloads one file that compresses as a whole instead of a dozen small
 * ones. Screens that use some of these load the same file later, usually from the service
 * worker's cache. The screen itself stays a chunk of its own.
 */
export function firstScreenChunk(screen: string): {
  plugin: Plugin;
  test: (id: string) => boolean;
} {
  const components = new Set<string>();
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'club:first-screen-chunk',
    apply: 'build',
    buildStart() {
      components.clear();
      modules.clear();
    },
    buildEnd() {
      // The screen's own modules (not the libraries'), and the components they name.
      const pending = [path.resolve(screen)];
      const seen = new Set(pending);
      while (pending.length > 0) {
        const info = this.getModuleInfo(pending.pop()!);
        if (!info) continue;
        for (const match of (info.code ?? '').matchAll(MANTINE_IMPORT)) {
          for (const name of match[1]!.split(',')) {
            const component = name.trim().split(/\s+as\s+/)[0]!;
            if (/^[A-Z]/.test(component)) components.add(component);
          }
        }
        for (const imported of info.importedIds) {
          if (seen.has(imported) || imported.includes('/node_modules/')) continue;
          seen.add(imported);
          modules.add(imported);
          pending.push(imported);
        }
      }
    },
  };
  const test = (id: string) => {
    if (modules.has(id)) return true;
    const component = /@mantine\/core\/esm\/components\/([^/]+)\//.exec(id)?.[1];
    return component !== undefined && components.has(component);
  };
  return { plugin, test };
}

import path from 'node:path';
import type { Rollup } from 'vite';

/** A library's index module: whose exports it passes on, and what it imports for effect. */
interface LibraryIndex {
  exports: Map<string, string>;
  sideEffects: string[];
}

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
// `import '@mantine/hooks'`, as Mantine's own modules have it: nothing named is needed.
const BARE_IMPORT = /import\s*["']([^"']+)["']/g;

/**
 * What a module needs, one import at a time, as the bundler will keep it. A library's
 * index that only passes on other modules' exports (Mantine's) counts for the exports the
 * importer names, not for all it could give: importing `Button` does not need `Table`.
 */
export function moduleGraph(context: Pick<Rollup.PluginContext, 'getModuleInfo'>) {
  const indexes = new Map<string, LibraryIndex | null>();
  const libraryIndex = (id: string): LibraryIndex | null => {
    if (indexes.has(id)) return indexes.get(id)!;
    const index: LibraryIndex = { exports: new Map(), sideEffects: [] };
    const statements = (context.getModuleInfo(id)?.code ?? '')
      .replace(/^\/\/.*$/gm, '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const statement of statements) {
      const sideEffect = /^import\s*["']([^"']+)["']$/.exec(statement);
      const reExport = /^export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']$/.exec(statement);
      if (sideEffect) {
        index.sideEffects.push(path.resolve(path.dirname(id), sideEffect[1]!));
      } else if (reExport) {
        const source = path.resolve(path.dirname(id), reExport[2]!);
        for (const name of reExport[1]!.split(',')) {
          const exported = name
            .trim()
            .split(/\s+as\s+/)
            .pop();
          if (exported) index.exports.set(exported, source);
        }
      } else {
        // Code of its own: the module is needed as a whole.
        indexes.set(id, null);
        return null;
      }
    }
    indexes.set(id, index);
    return index;
  };
  const needs = (id: string, withDynamic: boolean): string[] => {
    const info = context.getModuleInfo(id);
    if (!info) return [];
    const named = new Map<string, string[]>();
    for (const match of (info.code ?? '').matchAll(BARE_IMPORT)) {
      named.set(match[1]!, named.get(match[1]!) ?? []);
    }
    for (const match of (info.code ?? '').matchAll(NAMED_IMPORT)) {
      const names = match[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!);
      named.set(match[2]!, [...(named.get(match[2]!) ?? []), ...names.filter(Boolean)]);
    }
    const out: string[] = [];
    for (const imported of info.importedIds) {
      const specifier = [...named.keys()].find(
        (spec) => !spec.startsWith('.') && imported.includes(`/node_modules/${spec}/`),
      );
      const index = specifier ? libraryIndex(imported) : null;
      if (!specifier || !index) {
        out.push(imported);
        continue;
      }
      out.push(...index.sideEffects);
      for (const name of named.get(specifier)!) {
        const source = index.exports.get(name);
        if (source) out.push(source);
      }
    }
    return withDynamic ? [...out, ...info.dynamicallyImportedIds] : out;
  };
  const closure = (start: string, withDynamic = false, stop = new Set<string>()) => {
    const seen = new Set([start]);
    const pending = [start];
    while (pending.length > 0) {
      for (const imported of needs(pending.pop()!, withDynamic)) {
        if (seen.has(imported) || stop.has(imported)) continue;
        seen.add(imported);
        pending.push(imported);
      }
    }
    return seen;
  };

  return { closure };
}

import fs from 'node:fs';
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

/** The `sideEffects` of the package a file in node_modules belongs to, read once a package. */
const packageSideEffects = new Map<string, unknown>();

function packageOf(file: string): string | null {
  const parts = file.split(`${path.sep}node_modules${path.sep}`);
  if (parts.length < 2) return null;
  const rest = parts.pop()!.split(path.sep);
  const name = rest[0]!.startsWith('@') ? rest.slice(0, 2) : rest.slice(0, 1);
  return path.join(parts.join(`${path.sep}node_modules${path.sep}`), 'node_modules', ...name);
}

/**
 * Whether the bundler may drop `file` when it is imported for its effect alone: its package
 * says it has none (`"sideEffects": false`, or a list of files it is not among). Mantine's
 * modules import their neighbours that way (the select imports the combobox, which imports
 * the popover), and the bundler drops those that nothing names; counting them would make
 * every screen with a select "use" the floating-element library.
 */
function droppedWhenUnnamed(file: string): boolean {
  const root = packageOf(file);
  if (!root) return false;
  if (!packageSideEffects.has(root)) {
    let sideEffects: unknown = true;
    try {
      sideEffects =
        (
          JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
            sideEffects?: unknown;
          }
        ).sideEffects ?? true;
    } catch {
      // No readable package.json: keep the import, as the bundler would.
    }
    packageSideEffects.set(root, sideEffects);
  }
  const sideEffects = packageSideEffects.get(root);
  if (sideEffects === false) return true;
  if (!Array.isArray(sideEffects)) return false;
  const relative = path.relative(root, file).split(path.sep).join('/');
  return !sideEffects.some((pattern) => {
    if (typeof pattern !== 'string') return true;
    const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    const source = pattern
      .replace(/^\.\//, '')
      .split('**')
      .map((part) => part.split('*').map(escape).join('[^/]*'))
      .join('.*');
    const glob = new RegExp(`^${source}$`);
    return pattern.includes('/') ? glob.test(relative) : glob.test(path.basename(file));
  });
}

/**
 * What a module needs, one import at a time, as the bundler will keep it. A library's
 * index that only passes on other modules' exports (Mantine's) counts for the exports the
 * importer names, not for all it could give: importing `Button` does not need `Table`.
 */
export function moduleGraph(context: Pick<Rollup.PluginContext, 'getModuleInfo'>) {
  const indexes = new Map<string, LibraryIndex | null>();
  // Mantine's index passes on a few exports of other packages (`RemoveScroll` from
  // react-remove-scroll): those come from the module the bundler resolved, not a file
  // beside the index.
  const reExportSource = (id: string, specifier: string): string | null => {
    if (specifier.startsWith('.')) return path.resolve(path.dirname(id), specifier);
    const resolved = context.getModuleInfo(id)?.importedIds ?? [];
    return resolved.find((imported) => imported.includes(`/node_modules/${specifier}/`)) ?? null;
  };
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
        const source = reExportSource(id, reExport[2]!);
        if (!source) {
          indexes.set(id, null);
          return null;
        }
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
    // Relative files imported for their effect alone, which the bundler drops when their
    // package has none (droppedWhenUnnamed).
    const unnamed = new Set<string>();
    for (const match of (info.code ?? '').matchAll(BARE_IMPORT)) {
      named.set(match[1]!, named.get(match[1]!) ?? []);
      if (match[1]!.startsWith('.')) unnamed.add(path.resolve(path.dirname(id), match[1]!));
    }
    for (const match of (info.code ?? '').matchAll(NAMED_IMPORT)) {
      const names = match[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!);
      named.set(match[2]!, [...(named.get(match[2]!) ?? []), ...names.filter(Boolean)]);
    }
    const out: string[] = [];
    for (const imported of info.importedIds) {
      if (unnamed.has(imported) && droppedWhenUnnamed(imported)) continue;
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

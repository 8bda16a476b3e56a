import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The server's modules (folders of packages/server/src/modules) as a graph: which module
 * imports which, read from the source (type-only imports and `import()` count, as they tie
 * the two together all the same). modules.test.ts keeps it a directed graph, and the
 * drawing in docs/architecture.md is made from it.
 */

export interface ModuleImport {
  /** The importing file, relative to the source folder (`modules/characters/x.ts`). */
  file: string;
  /** What it imports, relative to the source folder, without extension. */
  target: string;
}

export interface ModuleEdge {
  from: string;
  to: string;
  /** The imports that make the edge, for the message that names a circle. */
  imports: ModuleImport[];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every relative import of every file below `dir` (the source folder's own by default). */
export function readModuleImports(srcDir: string, dir = 'modules'): ModuleImport[] {
  return sourceFiles(path.join(srcDir, dir)).flatMap((full) => {
    const text = fs.readFileSync(full, 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const file = path.relative(srcDir, full).split(path.sep).join('/');
    return importedFiles
      .map((imported) => imported.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => ({
        file,
        target: path
          .relative(srcDir, path.resolve(path.dirname(full), name))
          .split(path.sep)
          .join('/')
          .replace(/\.(ts|js)$/, ''),
      }));
  });
}

/** The module a source path belongs to (`modules/<area>/...`), or null outside modules/. */
export function moduleOf(sourcePath: string): string | null {
  const match = /^modules\/([^/]+)\//.exec(sourcePath);
  return match ? match[1]! : null;
}

/** One edge per pair of modules where the first imports the second. */
export function moduleEdges(imports: readonly ModuleImport[]): ModuleEdge[] {
  const edges = new Map<string, ModuleEdge>();
  for (const item of imports) {
    const from = moduleOf(item.file);
    const to = moduleOf(`${item.target}/`);
    if (!from || !to || from === to) continue;
    const key = `${from}>${to}`;
    const edge = edges.get(key) ?? { from, to, imports: [] };
    edge.imports.push(item);
    edges.set(key, edge);
  }
  return [...edges.values()].sort(
    (a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to),
  );
}

/**
 * One edge per pair of source files where the first imports the second (test files left
 * out: they may import the app they test).
 */
export function fileEdges(imports: readonly ModuleImport[]): ModuleEdge[] {
  const files = new Set(imports.map((item) => item.file.replace(/\.ts$/, '')));
  const edges = new Map<string, ModuleEdge>();
  for (const item of imports) {
    const from = item.file.replace(/\.ts$/, '');
    if (from.endsWith('.test')) continue;
    const to = files.has(item.target) ? item.target : `${item.target}/index`;
    if (!files.has(to)) continue;
    const edge = edges.get(`${from}>${to}`) ?? { from, to, imports: [] };
    edge.imports.push(item);
    edges.set(`${from}>${to}`, edge);
  }
  return [...edges.values()];
}

/**
 * The circles among the modules (or files): every strongly connected group of more than one module
 * (Tarjan), each with one closed path through it, as `a -> b -> a`.
 */
export function findCycles(edges: readonly ModuleEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  const nodes = [...new Set(edges.flatMap((edge) => [edge.from, edge.to]))].sort();

  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (;;) {
      const member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);

  return groups.map((group) => closedPath(group, next));
}

/** A path from the group's first module back to it, through the group only. */
function closedPath(group: readonly string[], next: Map<string, string[]>): string[] {
  const inGroup = new Set(group);
  const start = group[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of next.get(node) ?? []) {
      if (!inGroup.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [...group, start];
}

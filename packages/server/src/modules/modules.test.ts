import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fileEdges,
  findCycles,
  moduleEdges,
  readModuleImports,
  type ModuleEdge,
  type ModuleImport,
} from '../test/module-graph';

const SRC = path.resolve(import.meta.dirname, '..');

/** A circle as a reader fixes it: the modules in turn, and the imports that close it. */
function describeCycle(cycle: readonly string[], edges: readonly ModuleEdge[]): string {
  const steps = cycle.slice(0, -1).map((from, i) => {
    const to = cycle[i + 1]!;
    const edge = edges.find((e) => e.from === from && e.to === to)!;
    const first = edge.imports[0]!;
    return `  ${from} -> ${to}: ${first.file} imports ${first.target}`;
  });
  return [cycle.join(' -> '), ...steps].join('\n');
}

describe('the server modules (folders of src/modules)', () => {
  const imports = readModuleImports(SRC);

  it('import one another without a circle, type-only imports included', () => {
    const edges = moduleEdges(imports);
    const circles = findCycles(edges).map((cycle) => describeCycle(cycle, edges));
    // A module that needs another's behaviour gets it handed in by the composition root
    // (services.ts); a type both need moves to the lower one (docs/architecture.md).
    expect(circles, circles.join('\n\n')).toEqual([]);
  });

  it('and no source file of the server imports itself through others', () => {
    const edges = fileEdges(readModuleImports(SRC, '.'));
    const circles = findCycles(edges).map((cycle) => describeCycle(cycle, edges));
    expect(circles, circles.join('\n\n')).toEqual([]);
  });

  it('import nothing that sits above them: routes, plugins, the composition root, seeds', () => {
    const above = /^(routes|plugins|http)\/|^(app|services|cli|serve|bootstrap|main)$|^db\/seed\//;
    const upward = imports
      .filter((item) => !item.file.endsWith('.test.ts') && above.test(item.target))
      .map((item) => `${item.file} imports ${item.target}`);
    expect(upward).toEqual([]);
  });

  it('the check finds a circle, however long, and names the imports that close it', () => {
    const planted: ModuleImport[] = [
      { file: 'modules/a/a.service.ts', target: 'modules/b/b.repository' },
      { file: 'modules/b/b.repository.ts', target: 'modules/c/c.mapper' },
      { file: 'modules/c/c.mapper.ts', target: 'modules/a/a.types' },
      { file: 'modules/c/c.mapper.ts', target: 'modules/d/d.repository' },
      { file: 'modules/a/a.service.ts', target: 'db/schema' },
    ];
    const edges = moduleEdges(planted);
    expect(findCycles(edges)).toEqual([['a', 'b', 'c', 'a']]);
    expect(describeCycle(['a', 'b', 'c', 'a'], edges)).toContain(
      'c -> a: modules/c/c.mapper.ts imports modules/a/a.types',
    );
    expect(
      findCycles(moduleEdges(planted.filter((item) => item.file !== 'modules/c/c.mapper.ts'))),
    ).toEqual([]);
  });
});

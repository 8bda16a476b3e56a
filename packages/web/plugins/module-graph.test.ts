import { describe, expect, it } from 'vitest';
import { moduleGraph } from './module-graph';

interface Module {
  code?: string;
  imports?: string[];
}

function closureOf(modules: Record<string, Module>, start: string): Set<string> {
  const context = {
    getModuleInfo: (id: string) =>
      modules[id]
        ? ({
            code: modules[id].code ?? '',
            importedIds: modules[id].imports ?? [],
            dynamicallyImportedIds: [],
          } as never)
        : null,
  };
  return moduleGraph(context).closure(start);
}

// Paths of packages that exist here, so that their own `sideEffects` are read.
const CORE = '/app/node_modules/@mantine/core/esm';
const SCROLL_LOCK = '/app/node_modules/react-remove-scroll/dist/es2015/index.js';

describe("a library index's exports", () => {
  const modules: Record<string, Module> = {
    '/app/toasts.tsx': {
      code: "import { RemoveScroll, Button } from '@mantine/core';",
      imports: [`${CORE}/index.mjs`],
    },
    [`${CORE}/index.mjs`]: {
      code: [
        "export { Button } from './components/Button/Button.mjs';",
        "export { Table } from './components/Table/Table.mjs';",
        "export { RemoveScroll } from 'react-remove-scroll';",
      ].join('\n'),
      imports: [
        `${CORE}/components/Button/Button.mjs`,
        `${CORE}/components/Table/Table.mjs`,
        SCROLL_LOCK,
      ],
    },
    [`${CORE}/components/Button/Button.mjs`]: {},
    [`${CORE}/components/Table/Table.mjs`]: {},
    [SCROLL_LOCK]: { imports: ['/app/node_modules/react-remove-scroll/dist/es2015/UI.js'] },
    '/app/node_modules/react-remove-scroll/dist/es2015/UI.js': {},
  };

  it('counts only the exports the importer names', () => {
    const needed = closureOf(modules, '/app/toasts.tsx');
    expect(needed.has(`${CORE}/components/Button/Button.mjs`)).toBe(true);
    expect(needed.has(`${CORE}/components/Table/Table.mjs`)).toBe(false);
  });

  it('follows an export passed on from another package to the module the bundler resolved', () => {
    const needed = closureOf(modules, '/app/toasts.tsx');
    expect(needed.has(SCROLL_LOCK)).toBe(true);
    expect(needed.has('/app/node_modules/react-remove-scroll/dist/es2015/UI.js')).toBe(true);
    expect([...needed].some((id) => id.endsWith('/esm/react-remove-scroll'))).toBe(false);
  });
});

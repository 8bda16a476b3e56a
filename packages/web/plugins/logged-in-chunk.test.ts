import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loggedInChunk } from './logged-in-chunk';

interface Module {
  code?: string;
  imports?: string[];
  dynamic?: string[];
}

/** Runs the plugin's grouping over a module graph from `module: { imports, dynamic }`. */
function grouping(modules: Record<string, Module>, busiestScreens: string[]) {
  const ids = Object.keys(modules);
  const dynamicImporters = (id: string) =>
    ids.filter((other) => modules[other]!.dynamic?.includes(id));
  const importers = (id: string) => ids.filter((other) => modules[other]!.imports?.includes(id));
  const chunk = loggedInChunk({
    entry: '/app/main.tsx',
    screens: '/app/screens.ts',
    always: ['/app/frame.tsx'],
    minScreens: 2,
    exclude: /zod/,
    busiestScreens,
  });
  const context = {
    getModuleInfo: (id: string) =>
      modules[id]
        ? {
            code: modules[id].code ?? '',
            importedIds: modules[id].imports ?? [],
            dynamicallyImportedIds: modules[id].dynamic ?? [],
            dynamicImporters: dynamicImporters(id),
            importers: importers(id),
          }
        : null,
  };
  (chunk.plugin.buildStart as () => void).call(context);
  (chunk.plugin.buildEnd as () => void).call(context);
  const where = (id: string) =>
    chunk.test(id) ? 'logged-in' : (chunk.partsName(id) ?? chunk.publicName(id) ?? '-');
  return where;
}

const SHEET = '/app/sheet-screen.tsx';
const EVENTS = '/app/events-screen.tsx';
const USERS = '/app/users-screen.tsx';
const ROLES = '/app/roles-screen.tsx';

describe('the chunk every logged-in page loads', () => {
  const where = grouping(
    {
      '/app/main.tsx': { imports: ['/app/start.ts'], dynamic: ['/app/screens.ts'] },
      '/app/start.ts': {},
      '/app/screens.ts': { dynamic: ['/app/frame.tsx', SHEET, EVENTS, USERS, ROLES] },
      '/app/frame.tsx': { imports: ['/app/header.tsx'] },
      '/app/header.tsx': {},
      [SHEET]: { imports: ['/app/button.tsx', '/app/lock-icon.tsx'] },
      [EVENTS]: { imports: ['/app/button.tsx'] },
      [USERS]: { imports: ['/app/button.tsx', '/app/dialog.tsx', '/app/lock-icon.tsx'] },
      [ROLES]: { imports: ['/app/button.tsx', '/app/dialog.tsx'] },
      '/app/button.tsx': {},
      '/app/lock-icon.tsx': {},
      '/app/dialog.tsx': { imports: ['/app/popover-library.ts'] },
      '/app/popover-library.ts': {},
    },
    [SHEET, EVENTS],
  );

  it('holds what the frame imports and what the busiest screens all use', () => {
    expect(where('/app/header.tsx')).toBe('logged-in');
    expect(where('/app/button.tsx')).toBe('logged-in');
  });

  it('leaves out what many screens use but none of the busiest, for the bundler to place', () => {
    expect(where('/app/dialog.tsx')).toBe('-');
    expect(where('/app/popover-library.ts')).toBe('-');
  });

  it('leaves what some of the busiest use to their parts', () => {
    expect(where('/app/lock-icon.tsx')).toBe('sheet-parts');
  });
});

describe('the pages before the login', () => {
  const where = grouping(
    {
      '/app/main.tsx': {
        imports: ['/app/start.ts'],
        dynamic: [
          '/app/screens.ts',
          '/app/da.ts',
          '/app/en.ts',
          '/app/about.tsx',
          '/app/toasts.tsx',
        ],
      },
      '/app/start.ts': {},
      '/app/screens.ts': { dynamic: ['/app/frame.tsx'] },
      '/app/frame.tsx': { imports: ['/app/portal.tsx'] },
      '/app/toasts.tsx': { imports: ['/app/portal.tsx', '/app/transition.tsx'] },
      '/app/portal.tsx': {},
      '/app/transition.tsx': { imports: ['/app/timer.ts'] },
      '/app/timer.ts': {},
      '/app/da.ts': { imports: ['/app/da.json'] },
      '/app/da.json': {},
      '/app/en.ts': { imports: ['/app/en.json'] },
      '/app/en.json': {},
      '/app/about.tsx': { imports: ['/app/text.tsx', '/app/link.tsx'] },
      '/app/text.tsx': {},
      '/app/link.tsx': { imports: ['/app/start.ts'] },
    },
    [],
  );

  it('leaves a leaf that one page alone imports with that page, one file with it', () => {
    expect(where('/app/da.json')).toBe('-');
    expect(where('/app/en.json')).toBe('-');
    expect(where('/app/text.tsx')).toBe('-');
  });

  it('groups what imports further by the pages that load it', () => {
    expect(where('/app/link.tsx')).toMatch(/^public-\d+$/);
  });

  it('keeps what every logged-in page loads apart from what only the pages before it use', () => {
    expect(where('/app/portal.tsx')).toMatch(/^public-\d+-frame$/);
    expect(where('/app/transition.tsx')).toMatch(/^public-\d+$/);
  });
});

describe('what a module needs', () => {
  it('leaves out a neighbour imported for its effect from a package that declares none', () => {
    // Mantine's modules import their neighbours bare; the bundler drops those nothing names.
    const mantine = path.dirname(
      path.dirname(import.meta.resolve('@mantine/core').replace('file://', '')),
    );
    const select = path.join(mantine, 'esm/components/NativeSelect/NativeSelect.mjs');
    const combobox = path.join(mantine, 'esm/components/Combobox/Combobox.mjs');
    const chevron = path.join(
      mantine,
      'esm/components/Combobox/ComboboxChevron/ComboboxChevron.mjs',
    );
    const where = grouping(
      {
        '/app/main.tsx': { dynamic: ['/app/screens.ts'] },
        '/app/screens.ts': { dynamic: ['/app/frame.tsx', SHEET, EVENTS] },
        '/app/frame.tsx': {},
        [SHEET]: { imports: [select] },
        [EVENTS]: { imports: [select] },
        [select]: {
          code: [
            "import { ComboboxChevron } from '../Combobox/ComboboxChevron/ComboboxChevron.mjs';",
            "import '../Combobox/Combobox.mjs';",
          ].join('\n'),
          imports: [chevron, combobox],
        },
        [chevron]: {},
        [combobox]: {},
      },
      [SHEET, EVENTS],
    );
    expect(where(select)).toBe('logged-in');
    expect(where(chevron)).toBe('logged-in');
    expect(where(combobox)).toBe('-');
  });
});

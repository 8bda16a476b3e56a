import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Screens that validate nothing with a schema, so neither they nor what they import
 * statically may pull in zod: members open them on a phone, often on a slow connection.
 * The contract's plain values (limits, field names, kinds) come from its zod-free
 * `contract/<area>-constants` modules. The entry (index.html's script) is checked too.
 */
export const ZOD_FREE_SCREENS = [
  'src/app/shell/app-frame.tsx',
  'src/app/screens/dashboard-screen.tsx',
  'src/features/auth/auth-screen.tsx',
  'src/app/screens/assign-abilities-screen.tsx',
  'src/features/events/events-screen.tsx',
  'src/app/screens/event-screen.tsx',
  'src/app/screens/character-details-screen.tsx',
  'src/features/notifications/inbox-screen.tsx',
];

const ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;

/** What the check needs of one output chunk, keyed by its file name. */
export interface ChunkFacts {
  /** Absolute path of the module the chunk stands for, if any. */
  facadeModuleId: string | null;
  isEntry: boolean;
  /** File names of the chunks it imports statically (loaded with it). */
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** The chunk that holds zod, reached from where, through which chunks. */
export interface ZodLeak {
  from: string;
  chain: string[];
}

/**
 * For each screen (and each entry chunk), the first static import chain that reaches a
 * chunk bundling zod; a screen missing from the build is an error too, so a rename does
 * not quietly retire the check.
 */
export function findZodLeaks(
  chunks: Readonly<Record<string, ChunkFacts>>,
  screens: readonly string[],
): { leaks: ZodLeak[]; missing: string[] } {
  const leaks: ZodLeak[] = [];
  const missing: string[] = [];
  const byFacade = new Map<string, string>();
  for (const [file, chunk] of Object.entries(chunks)) {
    if (chunk.facadeModuleId) byFacade.set(chunk.facadeModuleId, file);
  }
  const starts: { from: string; file: string }[] = Object.entries(chunks)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([file]) => ({ from: file, file }));
  for (const screen of screens) {
    const file = byFacade.get(screen);
    if (file === undefined) missing.push(screen);
    else starts.push({ from: screen, file });
  }
  for (const start of starts) {
    const chain = zodChain(chunks, start.file);
    if (chain) leaks.push({ from: start.from, chain });
  }
  return { leaks, missing };
}

/** Breadth first, so the chain reported is a shortest one. */
function zodChain(chunks: Readonly<Record<string, ChunkFacts>>, first: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[first, null]]);
  const queue = [first];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const chunk = chunks[file];
    if (!chunk) continue;
    if (chunk.moduleIds.some((id) => ZOD_MODULE.test(id))) {
      const chain: string[] = [];
      for (let at: string | null = file; at !== null; at = cameFrom.get(at) ?? null) {
        chain.unshift(at);
      }
      return chain;
    }
    for (const imported of chunk.imports) {
      if (cameFrom.has(imported)) continue;
      cameFrom.set(imported, file);
      queue.push(imported);
    }
  }
  return null;
}

/** Fails the build when a screen of ZOD_FREE_SCREENS (or the entry) would load zod. */
export function zodFreeScreens(screens: readonly string[] = ZOD_FREE_SCREENS): Plugin {
  let root = process.cwd();
  return {
    name: 'club:zod-free-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, ChunkFacts> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[file] = {
          facadeModuleId: output.facadeModuleId,
          isEntry: output.isEntry,
          imports: output.imports,
          moduleIds: output.moduleIds,
        };
      }
      const absolute = screens.map((screen) => path.resolve(root, screen));
      const { leaks, missing } = findZodLeaks(chunks, absolute);
      const problems = [
        ...missing.map((screen) => `${path.relative(root, screen)} is not in the build`),
        ...leaks.map(
          (leak) =>
            `${path.isAbsolute(leak.from) ? path.relative(root, leak.from) : leak.from} loads zod: ${leak.chain.join(' → ')}`,
        ),
      ];
      if (problems.length === 0) return;
      this.error(
        `These screens must not download zod; import the contract's plain values from its ` +
          `"-constants" module instead:\n${problems.join('\n')}`,
      );
    },
  };
}

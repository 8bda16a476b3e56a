import { describe, expect, it } from 'vitest';
import { findZodLeaks, type ChunkFacts } from './zod-free-screens';

const ZOD = '/app/node_modules/zod/v4/classic/schemas.js';

function chunk(facts: Partial<ChunkFacts>): ChunkFacts {
  return { facadeModuleId: null, isEntry: false, imports: [], moduleIds: [], ...facts };
}

/** An entry, a screen that imports a shared chunk, and an admin form that loads zod. */
function build(sharedModules: string[]): Record<string, ChunkFacts> {
  return {
    'assets/index.js': chunk({ isEntry: true, moduleIds: ['/app/src/main.tsx'] }),
    'assets/sheet-screen.js': chunk({
      facadeModuleId: '/app/src/sheet-screen.tsx',
      imports: ['assets/index.js', 'assets/shared.js'],
      moduleIds: ['/app/src/sheet-screen.tsx'],
    }),
    'assets/shared.js': chunk({ moduleIds: sharedModules }),
    'assets/race-form.js': chunk({
      facadeModuleId: '/app/src/race-form.tsx',
      imports: ['assets/schemas.js'],
      moduleIds: ['/app/src/race-form.tsx'],
    }),
    'assets/schemas.js': chunk({ moduleIds: [ZOD, '/app/shared/contract/rules.ts'] }),
  };
}

describe('findZodLeaks', () => {
  it('passes a screen whose static imports hold no zod, though a form elsewhere loads it', () => {
    const chunks = build(['/app/shared/contract/events-constants.ts']);

    expect(findZodLeaks(chunks, ['/app/src/sheet-screen.tsx'])).toEqual({
      leaks: [],
      missing: [],
    });
  });

  it('names the chain of chunks through which a screen reaches zod', () => {
    const chunks = build(['/app/shared/contract/events.ts', ZOD]);

    expect(findZodLeaks(chunks, ['/app/src/sheet-screen.tsx']).leaks).toEqual([
      {
        from: '/app/src/sheet-screen.tsx',
        chain: ['assets/sheet-screen.js', 'assets/shared.js'],
      },
    ]);
  });

  it('checks the entry too, and lists a screen that is not in the build', () => {
    const chunks = build([]);
    chunks['assets/index.js'] = chunk({ isEntry: true, imports: ['assets/schemas.js'] });

    expect(findZodLeaks(chunks, ['/app/src/renamed-screen.tsx'])).toEqual({
      leaks: [{ from: 'assets/index.js', chain: ['assets/index.js', 'assets/schemas.js'] }],
      missing: ['/app/src/renamed-screen.tsx'],
    });
  });
});

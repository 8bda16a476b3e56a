import path from 'node:path';
import type { Plugin } from 'vite';

const SCROLL_AREA =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

/**
 * Mantine's scroll area (inside every drawer and modal, so inside the frame's phone menu
 * and the confirm dialog) imports one small hook, `useMergeRefs`, from `@floating-ui/react`.
 * The bundler cannot drop the rest of that package's module graph, so the chunk every
 * logged-in page loads carried the whole positioning library (13 KB compressed) for it.
 * That one import is answered with the app's own hook of the same behaviour
 * (src/lib/merge-refs.ts); the tooltips and popovers that really position things still
 * import the library, and load it with their own code.
 */
/** `hook`: the absolute path of the module that answers the import. */
export function scrollAreaRefs(hook: string): Plugin {
  const file = path.resolve(hook);
  return {
    name: 'club:scroll-area-refs',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id !== '@floating-ui/react' || !importer || !SCROLL_AREA.test(importer)) return null;
      return file;
    },
  };
}

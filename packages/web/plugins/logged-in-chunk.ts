import path from 'node:path';
import type { Plugin } from 'vite';
import { moduleGraph } from './module-graph.ts';
import { screenParts } from './screen-parts.ts';

interface LoggedInChunkOptions {
  /** The app's entry module. */
  entry: string;
  /** The module whose dynamic imports are the screens behind the login. */
  screens: string;
  /** What every visit behind the login loads (the frame, the query cache). */
  always: string[];
  /** How many screens must import a module (directly or not) for it to join the chunk. */
  minScreens: number;
  /** Modules the chunk never carries for the screens' sake (a form's validation). */
  exclude: RegExp;
  /**
   * The screens members open most: what they use beyond the chunk builds into a few files
   * named for the screens that share them, not a file per small module (screen-parts.ts).
   */
  busiestScreens: string[];
}

/**
 * The code the screens behind the login share (the app frame, the query cache, the common
 * components, hooks and API calls, the libraries under them) builds into one chunk. A
 * member's first visit then downloads a few files instead of dozens of one-kilobyte ones,
 * each of which costs a request with its own headers and, on a phone, a round trip.
 *
 * A module joins when `always` imports it, or when at least `minScreens` screens do and
 * nothing it imports matches `exclude`. The screens stay chunks of their own. What the
 * app may load before the login (anything the entry reaches short of the screens behind
 * it) never joins: `publicName` groups those modules by which of the pages before the
 * login import them, as the bundler would, so the pages before the login never load the
 * chunk and the chunk does not swallow them as its own modules' dependencies. The list of
 * screens joins the chunk too: for a stored login it is imported beside the start-up
 * check, so the chunk starts downloading as early as it can.
 */
export function loggedInChunk(options: LoggedInChunkOptions): {
  plugin: Plugin;
  test: (id: string) => boolean;
  publicName: (id: string) => string | null;
  /**
   * The public groups every logged-in page loads too. A group takes what its modules import
   * with it, so these come first: the toasts' group would otherwise take the dialogs'
   * portal with it, and every logged-in page would load the toasts for it.
   */
  publicFrameName: (id: string) => string | null;
  partsName: (id: string) => string | null;
} {
  const shared = new Set<string>();
  const publicGroup = new Map<string, string>();
  const partsGroup = new Map<string, string>();
  const plugin: Plugin = {
    name: 'club:logged-in-chunk',
    apply: 'build',
    buildStart() {
      shared.clear();
      publicGroup.clear();
      partsGroup.clear();
    },
    buildEnd() {
      const { closure } = moduleGraph(this);
      const listId = path.resolve(options.screens);
      const screens = new Set(this.getModuleInfo(listId)?.dynamicallyImportedIds ?? []);
      const always = options.always.map((file) => path.resolve(file));

      const publicModules = closure(
        path.resolve(options.entry),
        true,
        new Set([listId, ...always]),
      );
      // Which of the public entries (the entry, and what is imported dynamically) import
      // each public module: modules imported by the same ones load together.
      const publicEntries = [...publicModules].filter(
        (id) =>
          id === path.resolve(options.entry) || this.getModuleInfo(id)?.dynamicImporters.length,
      );
      const importedBy = new Map<string, string[]>();
      for (const [index, entry] of publicEntries.entries()) {
        for (const id of closure(entry)) {
          // An entry stays a chunk of its own.
          if (!publicModules.has(id) || publicEntries.includes(id)) continue;
          // A leaf only one entry imports (a language's first messages) goes with that
          // entry: a chunk of its own would be one more request for the same bytes.
          const info = this.getModuleInfo(id);
          const onlyImporter = info?.importers.length === 1 && info.importers[0] === entry;
          if (onlyImporter && info.importedIds.length === 0) continue;
          importedBy.set(id, [...(importedBy.get(id) ?? []), String(index)]);
        }
      }
      const uses = new Map<string, number>();
      for (const screen of screens) {
        for (const id of closure(screen)) uses.set(id, (uses.get(id) ?? 0) + 1);
      }
      for (const start of always) {
        for (const id of closure(start)) uses.set(id, Infinity);
      }
      // Of what the same pages import, what every logged-in page loads too (the dialogs'
      // portal and scroll lock, which the toasts use as well) is a file apart from the
      // rest (the toasts' own container and transitions), so that a member's first page
      // does not download the toasts' code before there is a toast to show.
      for (const [id, entries] of importedBy) {
        const frame = uses.get(id) === Infinity ? '-frame' : '';
        publicGroup.set(id, `public-${entries.join('-')}${frame}`);
      }

      const busiest = options.busiestScreens.map((file) => closure(path.resolve(file)));
      shared.add(listId);
      for (const [id, count] of uses) {
        if (count < options.minScreens || publicModules.has(id)) continue;
        if (screens.has(id)) continue;
        if (count !== Infinity && [...closure(id)].some((dep) => options.exclude.test(dep))) {
          continue;
        }
        const byBusiest = busiest.filter((used) => used.has(id)).length;
        // What every page loads holds what the busiest pages all use: a member's sheet does
        // not download the board's dialogs and dropdowns because twenty board screens
        // share them. Those the bundler places by the screens that import them; what some
        // of the busiest use goes to their parts below.
        if (count === Infinity || byBusiest === busiest.length) shared.add(id);
      }

      const parts = screenParts(
        options.busiestScreens.map((file) => path.resolve(file)),
        {
          closure: (id) => closure(id),
          placed: (id) =>
            screens.has(id) ||
            shared.has(id) ||
            publicModules.has(id) ||
            Boolean(this.getModuleInfo(id)?.dynamicImporters.length),
        },
      );
      for (const [id, group] of parts.groups) partsGroup.set(id, group);
      for (const id of parts.everyScreen) shared.add(id);
    },
  };
  return {
    plugin,
    test: (id) => shared.has(id),
    publicName: (id) => publicGroup.get(id) ?? null,
    publicFrameName: (id) => {
      const group = publicGroup.get(id);
      return group?.endsWith('-frame') ? group : null;
    },
    partsName: (id) => partsGroup.get(id) ?? null,
  };
}

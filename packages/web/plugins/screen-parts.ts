import path from 'node:path';

/** What the grouping needs to know of the module graph. */
export interface PartsGraph {
  /** The module and everything it imports, directly or not (static imports only). */
  closure: (id: string) => Set<string>;
  /** Whether the module is a file of its own already: a screen, the shared chunk's, a
   * public page's, or one something loads on demand. */
  placed: (id: string) => boolean;
}

export interface ScreenParts {
  /** Module → the name of the file it builds into beside the screens that use it. */
  groups: Map<string, string>;
  /** Modules every one of the screens uses: they belong with what all pages load. */
  everyScreen: Set<string>;
}

/** `assign-abilities` for `…/assign-abilities-screen.tsx`. */
function shortName(screen: string): string {
  return path.basename(screen).replace(/(-screen)?\.[^.]+$/, '');
}

/**
 * A screen's small modules (an icon, a hook, a constant) are each a file of their own when
 * a few other screens share them: on a phone's connection every file waits its round trip,
 * and a browser fetches only a few at a time from one server. For the screens members open
 * most (`screens`), the modules the same ones of them use build into one file, named for
 * those screens (`assign-abilities-dashboard-parts`), so none of them loads a file for
 * another's sake. What all of them use is returned apart, for the chunk every page loads.
 *
 * The bundler puts what a group's module imports into the group too, so a module joins a
 * group only when all it imports is placed already or joins the same group; otherwise its
 * imports would ride along into a file that screens needing neither load.
 */
export function screenParts(screens: string[], graph: PartsGraph): ScreenParts {
  // Each module's closure is walked once, not again on every pass below.
  const closures = new Map<string, Set<string>>();
  const closure = (id: string) => {
    let found = closures.get(id);
    if (!found) closures.set(id, (found = graph.closure(id)));
    return found;
  };
  const usedBy = new Map<string, string[]>();
  for (const screen of screens) {
    for (const id of closure(screen)) {
      if (graph.placed(id)) continue;
      usedBy.set(id, [...(usedBy.get(id) ?? []), screen]);
    }
  }
  const all = '';
  const groups = new Map<string, string>();
  for (const [id, by] of usedBy) {
    groups.set(id, by.length === screens.length ? all : `${by.map(shortName).join('-')}-parts`);
  }
  let changed = true;
  while (changed) {
    changed = false;
    for (const [id, group] of groups) {
      const outside = [...closure(id)].some(
        (dep) => !graph.placed(dep) && groups.get(dep) !== group,
      );
      if (!outside) continue;
      groups.delete(id);
      changed = true;
    }
  }
  const everyScreen = new Set<string>();
  for (const [id, group] of groups) {
    if (group !== all) continue;
    groups.delete(id);
    everyScreen.add(id);
  }
  return { groups, everyScreen };
}

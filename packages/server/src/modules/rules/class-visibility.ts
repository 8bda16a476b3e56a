import type { Class } from '@club/shared/contract/rules';
import { canSeeConflictClasses } from '@club/shared/rules/permissions';

/** Whether a reader sees conflict-flagged classes; part of every cache key that lists classes. */
export type ClassVisibility = 'all' | 'public';

/** The browsing screens (SPEC.md 2.7, 2.8): only rules editors see conflict classes. */
export function browsingVisibility(viewer: { role: string }): ClassVisibility {
  return canSeeConflictClasses(viewer.role) ? 'all' : 'public';
}

/**
 * A race's classes as offered when creating a character: a player who was granted
 * conflict_allowed may pick conflict classes (ARCHITECTURE.md 6), so sees them too.
 */
export function creationVisibility(viewer: {
  role: string;
  conflict_allowed: number;
}): ClassVisibility {
  return canSeeConflictClasses(viewer.role) || viewer.conflict_allowed === 1 ? 'all' : 'public';
}

export function visibleClasses(classes: readonly Class[], visibility: ClassVisibility): Class[] {
  return visibility === 'all' ? [...classes] : classes.filter((c) => c.conflict !== 1);
}

import type { Role } from '../constants';

/**
 * The role table of SPEC.md section 6, written once. Role names are compared in lower
 * case, as the old client did for the admin check.
 */

const RULES_EDITORS: readonly Role[] = ['superadmin', 'bestyrelse'];
const USER_MANAGERS: readonly Role[] = ['admin', 'superadmin', 'bestyrelse'];
const ROLE_ASSIGNERS: readonly Role[] = ['bestyrelse'];

function normalize(role: string | null | undefined): string {
  return (role ?? '').trim().toLowerCase();
}

function hasRole(role: string | null | undefined, allowed: readonly Role[]): boolean {
  return (allowed as readonly string[]).includes(normalize(role));
}

/** Create and Manage menus, every rules editor, and seeing conflict-flagged classes. */
export function canEditRules(role: string | null | undefined): boolean {
  return hasRole(role, RULES_EDITORS);
}

/** The user-management screen: find and edit users, award XP, unlock sheets. */
export function canManageUsers(role: string | null | undefined): boolean {
  return hasRole(role, USER_MANAGERS);
}

/** Changing another user's role. */
export function canAssignRoles(role: string | null | undefined): boolean {
  return hasRole(role, ROLE_ASSIGNERS);
}

/** Who may create an account with `newRole`: staff roles are the board's to give. */
export function canCreateAccountWithRole(
  actorRole: string | null | undefined,
  newRole: string,
): boolean {
  if (!canManageUsers(actorRole)) return false;
  return newRole === 'user' || canAssignRoles(actorRole);
}

/** Conflict-flagged classes are visible to rules editors only. */
export function canSeeConflictClasses(role: string | null | undefined): boolean {
  return canEditRules(role);
}

/** Staff may read and assign abilities on any character; others only on their own. */
export function canAccessCharacter(
  viewer: { id: number; role: string },
  character: { user_id: number },
): boolean {
  return character.user_id === viewer.id || canManageUsers(viewer.role);
}

export type RouteGuard = 'public-only' | 'logged-in' | 'rules-editor' | 'user-manager';

export function passesGuard(guard: RouteGuard, role: string | null | undefined): boolean {
  switch (guard) {
    case 'public-only':
    case 'logged-in':
      return true;
    case 'rules-editor':
      return canEditRules(role);
    case 'user-manager':
      return canManageUsers(role);
  }
}

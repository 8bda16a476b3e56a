import { AUDIT_ENTITIES, AUDIT_USER_ENTITIES, type AuditEntity, type Role } from '../constants';

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

/** Any role that grants more than a member has: every role but `user`. */
export function hasStaffRole(role: string | null | undefined): boolean {
  return canManageUsers(role) || canEditRules(role) || canAssignRoles(role);
}

/** Create and Manage menus, every rules editor, and seeing conflict-flagged classes. */
export function canEditRules(role: string | null | undefined): boolean {
  return hasRole(role, RULES_EDITORS);
}

/**
 * The user-management screen: find and edit users, award XP (one or many characters),
 * unlock sheets, resolve characters under review and answer change requests.
 */
export function canManageUsers(role: string | null | undefined): boolean {
  return hasRole(role, USER_MANAGERS);
}

/** Changing another user's role. */
export function canAssignRoles(role: string | null | undefined): boolean {
  return hasRole(role, ROLE_ASSIGNERS);
}

/** Writing, changing and deleting in-game documents: the rules editors. */
export function canWriteDocuments(role: string | null | undefined): boolean {
  return canEditRules(role);
}

/**
 * Staff read every in-game document, hidden ones and staff notes included, whatever
 * their active character knows: the rules editors and the user managers (admin).
 */
export function canReadAllDocuments(role: string | null | undefined): boolean {
  return canManageUsers(role);
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

/** The audit log: the board reads all of it, admins the user-management part. */
export function canReadAudit(role: string | null | undefined): boolean {
  return canEditRules(role) || canManageUsers(role);
}

/** The entity types of the audit log this role may read (none for players). */
export function readableAuditEntities(role: string | null | undefined): readonly AuditEntity[] {
  if (canEditRules(role)) return AUDIT_ENTITIES;
  if (canManageUsers(role)) return AUDIT_USER_ENTITIES;
  return [];
}

/** Exporting and importing the whole rules data ("share a world"). */
export function canShareRules(role: string | null | undefined): boolean {
  return canEditRules(role);
}

/** Creating, editing and cancelling events: the board. */
export function canPlanEvents(role: string | null | undefined): boolean {
  return canEditRules(role);
}

/**
 * The sign-up table, payment marking, check-in, the organizers' lists and settling an
 * event: the user managers (admin) and the board.
 */
export function canManageSignups(role: string | null | undefined): boolean {
  return canManageUsers(role);
}

/**
 * A character's background, comment thread and story (after-event reports): its owner
 * and staff. Everyone else is refused (403).
 */
export function canAccessCharacterThread(
  viewer: { id: number; role: string },
  character: { user_id: number },
): boolean {
  return canAccessCharacter(viewer, character);
}

/** Only the owner writes the background text and submits it; staff review it. */
export function canWriteBackground(
  viewer: { id: number },
  character: { user_id: number },
): boolean {
  return character.user_id === viewer.id;
}

/**
 * Reviewing backgrounds and after-event reports, writing and reading staff-only notes, and
 * the staff work list: the user managers (admin) and the board.
 */
export function canReviewPlayerWriting(role: string | null | undefined): boolean {
  return canManageUsers(role);
}

/** Staff-only comments: written and read by staff only, never shown to the owner. */
export function canSeeStaffOnlyComments(role: string | null | undefined): boolean {
  return canManageUsers(role);
}

/** GET /staff/work. */
export function canSeeStaffWork(role: string | null | undefined): boolean {
  return canManageUsers(role);
}

/** The catalogue of item types: the board writes it (every member reads it). */
export function canEditCatalogue(role: string | null | undefined): boolean {
  return canEditRules(role);
}

/**
 * Granting, taking and moving things between any holders, the ledger, pieces' holders and
 * history, envelopes at the gate: the user managers (admin) and the board.
 */
export function canMoveItems(role: string | null | undefined): boolean {
  return canManageUsers(role);
}

/** Item types hidden from players, and the organizers' side of a scanned card. */
export function canSeeHiddenItems(role: string | null | undefined): boolean {
  return canMoveItems(role);
}

/** A character's inventory: its owner and staff. Everyone else is refused (403). */
export function canSeeInventory(
  viewer: { id: number; role: string },
  character: { user_id: number },
): boolean {
  return character.user_id === viewer.id || canMoveItems(viewer.role);
}

/** Which comments of a thread this viewer may read. */
export function canReadComment(
  viewer: { id: number; role: string },
  character: { user_id: number },
  comment: { staff_only: boolean },
): boolean {
  if (!canAccessCharacterThread(viewer, character)) return false;
  return !comment.staff_only || canSeeStaffOnlyComments(viewer.role);
}

/**
 * A member's own after-event report: the author reads and changes it; staff read and
 * review every report.
 */
export function canReadReport(
  viewer: { id: number; role: string },
  report: { user_id: number | null },
): boolean {
  return report.user_id === viewer.id || canReviewPlayerWriting(viewer.role);
}

/** The board member who is the last active bestyrelse account may not delete it. */
export function isLastActiveBoardMember(
  user: { role: string; active: boolean },
  activeBoardMembers: number,
): boolean {
  return normalize(user.role) === 'bestyrelse' && user.active && activeBoardMembers <= 1;
}

export type RouteGuard =
  'public-only' | 'logged-in' | 'rules-editor' | 'user-manager' | 'audit-reader';

export function passesGuard(guard: RouteGuard, role: string | null | undefined): boolean {
  switch (guard) {
    case 'public-only':
    case 'logged-in':
      return true;
    case 'rules-editor':
      return canEditRules(role);
    case 'user-manager':
      return canManageUsers(role);
    case 'audit-reader':
      return canReadAudit(role);
  }
}

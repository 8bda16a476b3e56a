// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

export const USER_SEARCH_MAX_LENGTH = 100;

/** Refusals of user management the web translates. */
export const USER_ERROR_CODES = {
  /** 409: the last bestyrelse member cannot lose the role. */
  lastBoardMember: 'users.lastBoardMember',
  /** 409: the last active bestyrelse member cannot be deactivated. */
  lastActiveBoardMember: 'users.lastActiveBoardMember',
  /** 409: a manager cannot deactivate their own account. */
  cannotDeactivateSelf: 'users.cannotDeactivateSelf',
} as const;

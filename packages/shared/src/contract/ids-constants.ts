// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

/** Ids are PostgreSQL `integer`s: a larger number is bad input, never a database error. */
export const MAX_DB_ID = 2_147_483_647;

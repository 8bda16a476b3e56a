import { ERROR_CODES } from '@club/shared/contract/errors';

/**
 * Failures of the database itself rather than of a request: the disk is full, the database
 * takes no writes, or it cannot be reached. They answer 503 with their own code and are
 * logged with the cause, instead of a bare 500.
 */
export interface StorageFailure {
  code: string;
  /** For the client, in the error body. */
  message: string;
  /** For the log: what is wrong, and the engine's own code. */
  cause: string;
}

const READ_ONLY: StorageFailure = {
  code: ERROR_CODES.databaseReadOnly,
  message: 'The database is read-only; nothing can be saved right now',
  cause: 'the database is read-only',
};
const FULL: StorageFailure = {
  code: ERROR_CODES.storageFull,
  message: 'The server has no room left to save data',
  cause: 'the disk (or the database size limit) is full',
};
const UNAVAILABLE: StorageFailure = {
  code: ERROR_CODES.databaseUnavailable,
  message: 'The database cannot be reached right now',
  cause: 'the database cannot be reached or read',
};

// Connection failures of Node's network stack, as pg passes them on.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
]);

function kindOf(code: string, message: string): StorageFailure | null {
  // SQLite (better-sqlite3 gives the extended code, e.g. SQLITE_READONLY_DBMOVED).
  if (code.startsWith('SQLITE_READONLY')) return READ_ONLY;
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') return FULL;
  if (
    code.startsWith('SQLITE_IOERR') ||
    code.startsWith('SQLITE_CANTOPEN') ||
    code.startsWith('SQLITE_CORRUPT') ||
    code === 'SQLITE_NOTADB' ||
    code.startsWith('SQLITE_BUSY')
  ) {
    return UNAVAILABLE;
  }
  // PostgreSQL SQLSTATE: 25006 read_only_sql_transaction, 53100 disk_full, class 08
  // connection exceptions, 53300 too_many_connections, 57P01-57P03 shutting down.
  if (code === '25006') return READ_ONLY;
  if (code === '53100') return FULL;
  if (code.startsWith('08') || code === '53300' || /^57P0[123]$/.test(code)) return UNAVAILABLE;
  if (NETWORK_CODES.has(code)) return UNAVAILABLE;
  if (/^Connection terminated/.test(message)) return UNAVAILABLE;
  return null;
}

export function storageFailure(error: unknown): StorageFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const message = error instanceof Error ? error.message : '';
  const kind = kindOf(code, message);
  if (!kind) return null;
  return { ...kind, cause: `${kind.cause} (${code || 'no code'}: ${message})` };
}

/**
 * A unique constraint refused the row: a taken name or email, a second open request, a
 * second sign-up. SQLite and PostgreSQL report it differently; a primary key counts too.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/**
 * A foreign key refused the change: a row still names the one being deleted (a type a
 * transfer written meanwhile uses). SQLite and PostgreSQL report it differently.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

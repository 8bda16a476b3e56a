import { describe, expect, it } from 'vitest';
import { storageFailure } from './storage-errors';

const failure = (code: string, message = 'boom') =>
  storageFailure(Object.assign(new Error(message), { code }));

describe('storageFailure', () => {
  it.each([
    ['SQLITE_READONLY', 'errors.databaseReadOnly'],
    ['SQLITE_READONLY_DBMOVED', 'errors.databaseReadOnly'],
    ['25006', 'errors.databaseReadOnly'],
    ['SQLITE_FULL', 'errors.storageFull'],
    ['53100', 'errors.storageFull'],
    ['ENOSPC', 'errors.storageFull'],
    ['SQLITE_IOERR_WRITE', 'errors.databaseUnavailable'],
    ['SQLITE_CANTOPEN', 'errors.databaseUnavailable'],
    ['SQLITE_BUSY', 'errors.databaseUnavailable'],
    ['08006', 'errors.databaseUnavailable'],
    ['57P01', 'errors.databaseUnavailable'],
    ['ECONNREFUSED', 'errors.databaseUnavailable'],
  ])('names %s as %s, with the engine code in the cause', (code, expected) => {
    const named = failure(code);
    expect(named?.code).toBe(expected);
    expect(named?.cause).toContain(code);
  });

  it('leaves other errors alone', () => {
    expect(failure('23505')).toBeNull();
    expect(failure('SQLITE_CONSTRAINT_UNIQUE')).toBeNull();
    expect(storageFailure(new TypeError('x is undefined'))).toBeNull();
    expect(storageFailure('text')).toBeNull();
  });
});

import type { Kysely } from 'kysely';
import { readSecretFile, newSecret } from '../../config';
import type { Database } from '../../db/schema';
import { insertJwtSecret, readJwtSecret } from './instances.repository';

/**
 * The token signing secret when several servers share one PostgreSQL database and
 * JWT_SECRET is unset: every server must sign and check with the same one, and two
 * machines share no DATA_DIR, so it lives in the database's `meta` table (runtime state a
 * backup neither carries nor replaces). An installation upgraded from a single server
 * adopts its `DATA_DIR/jwt-secret`, so the tokens it issued stay valid.
 */
export async function sharedJwtSecret(db: Kysely<Database>, dataDir: string): Promise<string> {
  const kept = await readJwtSecret(db);
  if (kept) return kept;
  await insertJwtSecret(db, readSecretFile(dataDir) ?? newSecret());
  const written = await readJwtSecret(db);
  if (!written) throw new Error('The token secret could not be stored in the database');
  return written;
}

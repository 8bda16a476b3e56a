import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export interface AuditEntry {
  actorId: number | null;
  /** e.g. 'create', 'update', 'delete', 'set-classes', 'role-change', 'xp-award'. */
  action: string;
  /** The table or area changed: 'race', 'class', 'profession', 'user', 'character', ... */
  entity: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
}

/** One row per change of rules data or users; call inside the change's own transaction. */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: AuditEntry,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: new Date().toISOString(),
    })
    .execute();
}

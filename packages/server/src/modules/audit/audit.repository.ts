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

export interface AuditFilter {
  /** The entity types the reader may see; an empty list matches nothing. */
  entities: readonly string[];
  entityId?: number;
  actorId?: number;
  /** Inclusive ISO-8601 bounds on created_at. */
  from?: string;
  to?: string;
}

export interface AuditListRow {
  id: number;
  created_at: string;
  action: string;
  entity: string;
  entity_id: number | null;
  before: string | null;
  after: string | null;
  actor_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = db
    .selectFrom('audit_log as a')
    .where('a.entity', 'in', filter.entities.length > 0 ? [...filter.entities] : ['']);
  if (filter.entityId !== undefined) query = query.where('a.entity_id', '=', filter.entityId);
  if (filter.actorId !== undefined) query = query.where('a.actor_id', '=', filter.actorId);
  if (filter.from !== undefined) query = query.where('a.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('a.created_at', '<=', filter.to);
  return query;
}

/** One page of the log, newest first, with the name of whoever made each change. */
export function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<AuditListRow[]> {
  return filtered(db, filter)
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id as id',
      'a.created_at as created_at',
      'a.action as action',
      'a.entity as entity',
      'a.entity_id as entity_id',
      'a.before as before',
      'a.after as after',
      'a.actor_id as actor_id',
      'u.name as actor_name',
      'u.email as actor_email',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAudit(db: Kysely<Database>, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

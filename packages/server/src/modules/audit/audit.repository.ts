import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { actingFor } from './acting-for';

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

/**
 * One row per change of rules data or users; call inside the change's own transaction.
 * A change the person a guardian acts as makes is the guardian's, made on their behalf.
 */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: AuditEntry,
): Promise<void> {
  const acting = actingFor();
  const forPerson = acting !== null && entry.actorId === acting.personId;
  await db
    .insertInto('audit_log')
    .values({
      actor_id: forPerson ? acting.guardianId : entry.actorId,
      on_behalf_of_id: forPerson ? acting.personId : null,
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
  on_behalf_of_id: number | null;
  on_behalf_of_name: string | null;
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
    .leftJoin('users as p', 'p.id', 'a.on_behalf_of_id')
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
      'a.on_behalf_of_id as on_behalf_of_id',
      'p.name as on_behalf_of_name',
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

/** Where each audited entity keeps its name (a document its title). */
const NAMED_ENTITIES = {
  race: { table: 'races', column: 'name' },
  class: { table: 'classes', column: 'name' },
  profession: { table: 'professions', column: 'name' },
  ability: { table: 'abilities', column: 'name' },
  'special-ability': { table: 'special_abilities', column: 'name' },
  language: { table: 'languages', column: 'name' },
  'language-document': { table: 'language_documents', column: 'title' },
  'item-type': { table: 'item_types', column: 'name' },
  user: { table: 'users', column: 'name' },
  character: { table: 'characters', column: 'name' },
} as const;

/**
 * The current names of the entities a page of the log concerns, keyed `entity:id`: one
 * query per kind of entity on the page.
 */
export async function currentEntityNames(
  db: Kysely<Database>,
  rows: readonly Pick<AuditListRow, 'entity' | 'entity_id'>[],
): Promise<Map<string, string>> {
  const wanted = new Map<keyof typeof NAMED_ENTITIES, Set<number>>();
  for (const row of rows) {
    if (row.entity_id === null || !(row.entity in NAMED_ENTITIES)) continue;
    const entity = row.entity as keyof typeof NAMED_ENTITIES;
    wanted.set(entity, (wanted.get(entity) ?? new Set()).add(row.entity_id));
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([entity, ids]) => {
      const { table, column } = NAMED_ENTITIES[entity];
      const found = await db
        .selectFrom(table)
        .select(['id', sql<string | null>`${sql.ref(column)}`.as('name')])
        .where('id', 'in', [...ids])
        .execute();
      for (const row of found) {
        if (row.name) names.set(`${entity}:${row.id}`, row.name);
      }
    }),
  );
  return names;
}

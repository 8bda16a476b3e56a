import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AuditEntry, AuditPage, AuditQuerySchema } from '@club/shared/contract/audit';
import { readableAuditEntities } from '@club/shared/rules/permissions';
import type { Database } from '../../db/schema';
import {
  countAudit,
  currentEntityNames,
  listAudit,
  type AuditFilter,
  type AuditListRow,
} from './audit.repository';

export type AuditQueryInput = z.output<typeof AuditQuerySchema>;

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A bare day stands for its first or last moment (UTC); a full time is normalised. */
function bound(value: string | undefined, end: 'start' | 'end'): string | undefined {
  if (value === undefined) return undefined;
  if (BARE_DATE.test(value))
    return `${value}T${end === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`;
  return new Date(value).toISOString();
}

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The name a change's own record carries (a document's title), after before before. */
function recordedName(before: unknown, after: unknown): string | null {
  for (const side of [after, before]) {
    if (typeof side !== 'object' || side === null) continue;
    const { name, title } = side as { name?: unknown; title?: unknown };
    if (typeof name === 'string' && name) return name;
    if (typeof title === 'string' && title) return title;
  }
  return null;
}

function toEntry(row: AuditListRow, names: Map<string, string>): AuditEntry {
  const before = parsed(row.before);
  const after = parsed(row.after);
  return {
    id: row.id,
    created_at: row.created_at,
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    actor:
      row.actor_id === null
        ? null
        : { id: row.actor_id, name: row.actor_name ?? '', email: row.actor_email ?? '' },
    on_behalf_of:
      row.on_behalf_of_id === null
        ? null
        : { id: row.on_behalf_of_id, name: row.on_behalf_of_name ?? '' },
    entity_name: names.get(`${row.entity}:${row.entity_id}`) ?? recordedName(before, after),
    before,
    after,
  };
}

/**
 * GET /audit: the rows the reader's role may see (readableAuditEntities), filtered, newest
 * first. Asking for an entity type outside the role's part answers an empty page, the same
 * as a filter nothing matches.
 */
async function readAudit(
  db: Kysely<Database>,
  reader: { role: string },
  query: AuditQueryInput,
): Promise<AuditPage> {
  const readable = readableAuditEntities(reader.role);
  const entities = query.entity
    ? readable.filter((entity) => entity === query.entity)
    : [...readable];
  const filter: AuditFilter = {
    entities,
    entityId: query.entity_id,
    actorId: query.actor_id,
    from: bound(query.from, 'start'),
    to: bound(query.to, 'end'),
  };
  const [rows, total] = await Promise.all([
    listAudit(db, filter, { limit: query.limit, offset: query.offset }),
    countAudit(db, filter),
  ]);
  const names = await currentEntityNames(db, rows);
  return {
    items: rows.map((row) => toEntry(row, names)),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}

export interface AuditDeps {
  db: Kysely<Database>;
}

/** The audit log, read only: rows are written by each change, in its own transaction. */
export function createAuditService({ db }: AuditDeps) {
  return {
    read: (reader: { role: string }, query: AuditQueryInput) => readAudit(db, reader, query),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

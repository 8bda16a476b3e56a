import { z } from 'zod';
import { AUDIT_ENTITIES, AUDIT_PAGE } from '../constants';

/**
 * GET /audit: the audit log, newest first, read only. Every rules and user write leaves
 * one row with the state before and after. The board reads every row; admins only the
 * user-management part (readableAuditEntities in rules/permissions). No call changes or
 * deletes a row.
 */

const MAX_ID = 2_147_483_647;
const OptionalIdSchema = z.coerce.number().int().positive().max(MAX_ID).optional();

/** A calendar day (YYYY-MM-DD, UTC) or a full ISO-8601 time. */
const DateBoundSchema = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value), {
    message: 'Must be a date (YYYY-MM-DD) or an ISO-8601 time',
  })
  .optional();

export const AuditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES).optional(),
  entity_id: OptionalIdSchema,
  /** Who made the change. */
  actor_id: OptionalIdSchema,
  /** From this day (inclusive); a bare date means its start, UTC. */
  from: DateBoundSchema,
  /** Up to this day (inclusive); a bare date means its end, UTC. */
  to: DateBoundSchema,
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE.maxLimit).default(AUDIT_PAGE.defaultLimit),
  offset: z.coerce.number().int().min(0).max(MAX_ID).default(0),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  actor: z
    .object({ id: z.number().int(), name: z.string(), email: z.string() })
    .nullable()
    .meta({ description: 'Null for changes made from the command line or by a deleted user' }),
  on_behalf_of: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .meta({
      description:
        'The person of the actor’s household the change was made for, while the actor ' +
        '(their guardian) acted as them; null otherwise',
    }),
  entity_name: z
    .string()
    .nullable()
    .meta({
      description:
        "The entity's name (a document's title) as it is now, or as the change recorded it " +
        'when the entity is gone; null when it has none',
    }),
  /** The state before and after, as the write recorded it (null where there is none). */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  /** Rows matching the filters, over all pages. */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

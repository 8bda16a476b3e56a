import { z } from 'zod';
import type { Database } from '../../db/schema';

/**
 * The backup file: a JSON document that names its format and version, the migrations its
 * data was shaped by, and every table as column names plus rows of values. Binary columns
 * hold base64. Nothing in it is engine-specific, so a SQLite backup restores into
 * PostgreSQL and back.
 */
export const BACKUP_FORMAT = 'club-app-backup';
export const BACKUP_VERSION = 1;

/** Parents before children: a restore inserts in this order and deletes in reverse. */
export const BACKUP_TABLES = [
  'users',
  'guardianships',
  'household_invitations',
  'password_resets',
  'settings',
  'races',
  'classes',
  'race_classes',
  'professions',
  'class_professions',
  'abilities',
  'profession_abilities',
  'special_abilities',
  'ability_special_abilities',
  'languages',
  'language_documents',
  'characters',
  'character_professions',
  'character_abilities',
  'xp_awards',
  'character_reviews',
  'change_requests',
  'uploads',
  'rules_images',
  'audit_log',
  'health_checks',
  'login_failures',
  'events',
  'event_signups',
  'event_payments',
  'event_messages',
  'signup_messages',
  'member_event_defaults',
  'calendar_tokens',
  'character_backgrounds',
  'character_comments',
  'event_reports',
  'report_drafts',
  'notifications',
  'mail_preferences',
  'email_changes',
  'item_types',
  'recipes',
  'recipe_lines',
  'crafts',
  'items',
  'item_transfers',
  'envelope_rules',
  'envelope_lines',
  'envelope_hand_backs',
  'envelope_deliveries',
  'consents',
] as const satisfies readonly (keyof Database)[];
export type BackupTableName = (typeof BACKUP_TABLES)[number];

/**
 * State of the running installation, not club data: a backup neither carries nor replaces
 * it (a restore must not resurrect old heartbeats, roll the data generation back or bring
 * back rate-limit counts).
 */
export const RUNTIME_TABLES = [
  'server_instances',
  'meta',
  'rate_limit_hits',
] as const satisfies readonly (keyof Database)[];

// A table added to the schema but not to a list above fails the typecheck here, so a
// backup can never leave data behind unnoticed.
type Unlisted = Exclude<keyof Database, BackupTableName | (typeof RUNTIME_TABLES)[number]>;
export const everyTableIsListed: [Unlisted] extends [never] ? true : Unlisted = true;

const ColumnNameSchema = z
  .string()
  .regex(/^[a-z_][a-z0-9_]*$/, 'column names are lower-case identifiers');
const ValueSchema = z.union([z.string(), z.number(), z.null()]);

export const BackupTableSchema = z
  .object({
    columns: z.array(ColumnNameSchema).min(1),
    binaryColumns: z.array(ColumnNameSchema),
    rows: z.array(z.array(ValueSchema)),
  })
  .superRefine((table, ctx) => {
    for (const column of table.binaryColumns) {
      if (!table.columns.includes(column))
        ctx.addIssue({ code: 'custom', message: `unknown binary column ${column}` });
    }
    const badRow = table.rows.findIndex((row) => row.length !== table.columns.length);
    if (badRow >= 0)
      ctx.addIssue({
        code: 'custom',
        message: `row ${badRow} does not have ${table.columns.length} values`,
      });
  });
export type BackupTable = z.infer<typeof BackupTableSchema>;

export const BackupDocumentSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  engine: z.enum(['sqlite', 'postgres']),
  migrations: z.array(z.string()),
  tables: z.record(z.string(), BackupTableSchema),
});
export type BackupDocument = z.infer<typeof BackupDocumentSchema>;

export class BackupFormatError extends Error {
  override name = 'BackupFormatError';
}

/** Parses and checks a backup file's text; the message says what is wrong with it. */
export function parseBackup(text: string): BackupDocument {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupFormatError('The file is not JSON, so it is not a backup of this app');
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== BACKUP_FORMAT)
    throw new BackupFormatError(
      `The file is not a backup of this app (format "${String(format)}")`,
    );
  const version = (json as { version?: unknown }).version;
  if (version !== BACKUP_VERSION) {
    throw new BackupFormatError(
      `Backup format version ${String(version)} is not supported (this version reads ${BACKUP_VERSION})`,
    );
  }
  const parsed = BackupDocumentSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupFormatError(
      `The backup is damaged at ${issue?.path.join('.') || 'its top level'}: ${issue?.message}`,
    );
  }
  return parsed.data;
}

/**
 * JSON with one row per line: small enough, and a person (or grep, or diff) can read it.
 */
export function serializeBackup(doc: BackupDocument): string {
  const out: string[] = ['{'];
  out.push(`  "format": ${JSON.stringify(doc.format)},`);
  out.push(`  "version": ${JSON.stringify(doc.version)},`);
  out.push(`  "createdAt": ${JSON.stringify(doc.createdAt)},`);
  out.push(`  "engine": ${JSON.stringify(doc.engine)},`);
  out.push(`  "migrations": ${JSON.stringify(doc.migrations)},`);
  out.push('  "tables": {');
  const names = Object.keys(doc.tables);
  names.forEach((name, tableIndex) => {
    const table = doc.tables[name]!;
    out.push(`    ${JSON.stringify(name)}: {`);
    out.push(`      "columns": ${JSON.stringify(table.columns)},`);
    out.push(`      "binaryColumns": ${JSON.stringify(table.binaryColumns)},`);
    if (table.rows.length === 0) {
      out.push('      "rows": []');
    } else {
      out.push('      "rows": [');
      table.rows.forEach((row, i) =>
        out.push(`        ${JSON.stringify(row)}${i < table.rows.length - 1 ? ',' : ''}`),
      );
      out.push('      ]');
    }
    out.push(`    }${tableIndex < names.length - 1 ? ',' : ''}`);
  });
  out.push('  }');
  out.push('}');
  return `${out.join('\n')}\n`;
}

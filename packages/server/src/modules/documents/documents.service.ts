import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type DocumentCreateSchema,
  type DocumentUpdateSchema,
  type DocumentsResponse,
  type LanguageDocument,
} from '@club/shared/contract/documents';
import { canReadAllDocuments } from '@club/shared/rules/permissions';
import { knownLanguageKeys, languageNameKey } from '@club/shared/rules/languages';
import type { Database, Db, LanguageDocumentRow } from '../../db/schema';
import { languageNotKnown, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import * as documents from './documents.repository';
import { toDocument, toDocumentAudit, toDocumentSummary } from './documents.mapper';

export type DocumentCreateInput = z.output<typeof DocumentCreateSchema>;
export type DocumentUpdateInput = z.output<typeof DocumentUpdateSchema>;

/** Who is asking: the logged-in user as the auth plugin resolved them. */
export interface DocumentViewer {
  id: number;
  role: string;
}

const AUDIT_ENTITY = 'language-document';

/**
 * Which languages (by id) the viewer reads: all for staff, else those whose name a Sprog
 * special ability on the active character's saved sheet bears. Asked afresh on every
 * read, so changing the active character changes what can be read at once.
 */
async function readableLanguages(
  db: Kysely<Database>,
  viewer: DocumentViewer,
): Promise<(languageId: number) => boolean> {
  if (canReadAllDocuments(viewer.role)) return () => true;
  const known = knownLanguageKeys(
    await documents.listActiveCharacterSpecialAbilities(db, viewer.id),
  );
  if (known.size === 0) return () => false;
  const readable = new Set(
    (await documents.listLanguageNames(db))
      .filter((language) => known.has(languageNameKey(language.name)))
      .map((language) => language.id),
  );
  return (languageId) => readable.has(languageId);
}

/** GET /languages/{id}/documents (a language) and GET /documents (languageId null). */
async function list(
  db: Kysely<Database>,
  viewer: DocumentViewer,
  languageId: number | null,
): Promise<DocumentsResponse> {
  if (languageId !== null && !(await documents.findLanguageName(db, languageId))) {
    throw notFound('language');
  }
  const rows = await documents.listDocuments(db, {
    languageId,
    includeHidden: canReadAllDocuments(viewer.role),
  });
  const reads = await readableLanguages(db, viewer);
  return rows.map((row) => toDocumentSummary(row, reads(row.language_id)));
}

/** A hidden document does not exist for a member. */
function visibleTo(viewer: DocumentViewer, row: LanguageDocumentRow | undefined) {
  if (!row || (row.visible !== 1 && !canReadAllDocuments(viewer.role))) throw notFound('document');
  return row;
}

/** GET /documents/{id}: the body for staff and for members whose character knows the language. */
async function read(
  db: Kysely<Database>,
  viewer: DocumentViewer,
  id: number,
): Promise<LanguageDocument> {
  const row = visibleTo(viewer, await documents.findDocument(db, id));
  const staff = canReadAllDocuments(viewer.role);
  if (!staff && !(await readableLanguages(db, viewer))(row.language_id)) throw languageNotKnown();
  return toDocument(row, staff);
}

async function documentRow(db: Db, id: number): Promise<LanguageDocumentRow> {
  const row = await documents.findDocument(db, id);
  if (!row) throw notFound('document');
  return row;
}

function create(
  db: Kysely<Database>,
  actor: DocumentViewer,
  languageId: number,
  input: DocumentCreateInput,
): Promise<LanguageDocument> {
  return db.transaction().execute(async (trx) => {
    if (!(await documents.findLanguageName(trx, languageId))) throw notFound('language');
    const now = new Date().toISOString();
    const id = await documents.insertDocument(trx, {
      language_id: languageId,
      title: input.title,
      body: input.body,
      staff_note: input.staff_note,
      visible: input.visible,
      created_by: actor.id,
      created_at: now,
      updated_at: now,
    });
    const after = await documentRow(trx, id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'create',
      entity: AUDIT_ENTITY,
      entityId: id,
      after: toDocumentAudit(after),
    });
    return toDocument(after, true);
  });
}

/** Changes the fields sent. */
function update(
  db: Kysely<Database>,
  actor: DocumentViewer,
  id: number,
  input: DocumentUpdateInput,
): Promise<LanguageDocument> {
  return db.transaction().execute(async (trx) => {
    const before = await documentRow(trx, id);
    await documents.updateDocument(trx, id, {
      title: input.title,
      body: input.body,
      staff_note: input.staff_note,
      visible: input.visible,
      updated_at: new Date().toISOString(),
    });
    const after = await documentRow(trx, id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'update',
      entity: AUDIT_ENTITY,
      entityId: id,
      before: toDocumentAudit(before),
      after: toDocumentAudit(after),
    });
    return toDocument(after, true);
  });
}

function remove(db: Kysely<Database>, actor: DocumentViewer, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const before = await documentRow(trx, id);
    await documents.deleteDocument(trx, id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'delete',
      entity: AUDIT_ENTITY,
      entityId: id,
      before: toDocumentAudit(before),
    });
  });
}

export interface DocumentsDeps {
  db: Kysely<Database>;
}

/** In-game documents written in a language: letters, maps and scrolls. */
export function createDocumentsService({ db }: DocumentsDeps) {
  return {
    /** A language's documents, or every document the viewer sees (languageId null). */
    list: (viewer: DocumentViewer, languageId: number | null) => list(db, viewer, languageId),
    read: (viewer: DocumentViewer, id: number) => read(db, viewer, id),
    create: (actor: DocumentViewer, languageId: number, input: DocumentCreateInput) =>
      create(db, actor, languageId, input),
    update: (actor: DocumentViewer, id: number, input: DocumentUpdateInput) =>
      update(db, actor, id, input),
    remove: (actor: DocumentViewer, id: number) => remove(db, actor, id),
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

import type { DocumentSummary, LanguageDocument } from '@club/shared/contract/documents';
import type { LanguageDocumentRow } from '../../db/schema';
import type { DocumentSummaryRow } from './documents.repository';

const flag = (value: number): 0 | 1 => (Number(value) === 1 ? 1 : 0);

export function toDocumentSummary(row: DocumentSummaryRow, readable: boolean): DocumentSummary {
  return {
    id: row.id,
    language_id: row.language_id,
    title: row.title,
    visible: flag(row.visible),
    readable: readable ? 1 : 0,
    updated_at: row.updated_at,
  };
}

/** The whole document; the staff note only for staff. */
export function toDocument(row: LanguageDocumentRow, forStaff: boolean): LanguageDocument {
  return {
    id: row.id,
    language_id: row.language_id,
    title: row.title,
    body: row.body,
    visible: flag(row.visible),
    ...(forStaff && { staff_note: row.staff_note }),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** What the audit log keeps of a document: every field it can be restored from. */
export function toDocumentAudit(row: LanguageDocumentRow): Record<string, unknown> {
  return {
    id: row.id,
    language_id: row.language_id,
    title: row.title,
    body: row.body,
    staff_note: row.staff_note,
    visible: flag(row.visible),
  };
}

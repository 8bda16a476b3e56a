import type { Db, LanguageDocumentRow } from '../../db/schema';

/** A document in a list: no body, no staff note. */
export interface DocumentSummaryRow {
  id: number;
  language_id: number;
  title: string;
  visible: number;
  updated_at: string;
}

const SUMMARY_COLUMNS = ['id', 'language_id', 'title', 'visible', 'updated_at'] as const;

/** The documents of one language (every language when `languageId` is null), by title. */
export function listDocuments(
  db: Db,
  options: { languageId: number | null; includeHidden: boolean },
): Promise<DocumentSummaryRow[]> {
  let query = db
    .selectFrom('language_documents')
    .select(SUMMARY_COLUMNS)
    .orderBy('title')
    .orderBy('id');
  if (options.languageId !== null) query = query.where('language_id', '=', options.languageId);
  if (!options.includeHidden) query = query.where('visible', '=', 1);
  return query.execute();
}

export function findDocument(db: Db, id: number): Promise<LanguageDocumentRow | undefined> {
  return db.selectFrom('language_documents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function countDocumentsOfLanguage(db: Db, languageId: number): Promise<number> {
  return db
    .selectFrom('language_documents')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('language_id', '=', languageId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export async function insertDocument(
  db: Db,
  values: {
    language_id: number;
    title: string;
    body: string;
    staff_note: string;
    visible: number;
    created_by: number;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('language_documents')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDocument(
  db: Db,
  id: number,
  changes: {
    title?: string;
    body?: string;
    staff_note?: string;
    visible?: number;
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('language_documents').set(changes).where('id', '=', id).execute();
}

export async function deleteDocument(db: Db, id: number): Promise<void> {
  await db.deleteFrom('language_documents').where('id', '=', id).execute();
}

/** The language's name, or undefined for an unknown language. */
export function findLanguageName(db: Db, id: number): Promise<{ name: string } | undefined> {
  return db.selectFrom('languages').select('name').where('id', '=', id).executeTakeFirst();
}

export function listLanguageNames(db: Db): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('languages').select(['id', 'name']).execute();
}

/**
 * The special abilities the user's active character has chosen on its saved sheet, with
 * their types: what decides which languages it knows. Empty without an active character.
 */
export function listActiveCharacterSpecialAbilities(
  db: Db,
  userId: number,
): Promise<{ name: string; type: string }[]> {
  return db
    .selectFrom('characters as c')
    .innerJoin('character_abilities as ca', 'ca.character_id', 'c.id')
    .innerJoin('special_abilities as s', 's.id', 'ca.special_ability_id')
    .select(['s.name', 's.type'])
    .distinct()
    .where('c.user_id', '=', userId)
    .where('c.is_active', '=', 1)
    .execute();
}

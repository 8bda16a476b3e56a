import type { Db, LanguageRow } from '../../db/schema';

/** A language without its font bytes: what lists and checks need. */
export type LanguageSummaryRow = Omit<LanguageRow, 'font_data'> & { has_font: number };

export interface LanguageFontRow {
  id: number;
  name: string;
  font_data: Buffer | null;
  updated_at: string;
}

const SUMMARY_COLUMNS = [
  'id',
  'name',
  'sample_text',
  'link',
  'font_filename',
  'font_credit',
  'updated_at',
] as const;

export function listLanguages(db: Db): Promise<LanguageSummaryRow[]> {
  return db
    .selectFrom('languages')
    .select(SUMMARY_COLUMNS)
    .select((eb) =>
      eb.case().when('font_data', 'is not', null).then(1).else(0).end().as('has_font'),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findLanguage(db: Db, id: number): Promise<LanguageSummaryRow | undefined> {
  return db
    .selectFrom('languages')
    .select(SUMMARY_COLUMNS)
    .select((eb) =>
      eb.case().when('font_data', 'is not', null).then(1).else(0).end().as('has_font'),
    )
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The version stamp alone, to answer a revalidation without reading the font. */
export function findLanguageStamp(db: Db, id: number): Promise<{ updated_at: string } | undefined> {
  return db.selectFrom('languages').select('updated_at').where('id', '=', id).executeTakeFirst();
}

export function findLanguageFont(db: Db, id: number): Promise<LanguageFontRow | undefined> {
  return db
    .selectFrom('languages')
    .select(['id', 'name', 'font_data', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertLanguage(
  db: Db,
  values: {
    name: string;
    sample_text: string;
    link: string | null;
    font_data: Buffer | null;
    font_filename: string | null;
    updated_at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('languages')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLanguage(
  db: Db,
  id: number,
  changes: {
    name?: string;
    sample_text?: string;
    link?: string | null;
    font_data?: Buffer | null;
    font_filename?: string | null;
    font_credit?: string | null;
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('languages').set(changes).where('id', '=', id).execute();
}

export async function deleteLanguage(db: Db, id: number): Promise<void> {
  await db.deleteFrom('languages').where('id', '=', id).execute();
}

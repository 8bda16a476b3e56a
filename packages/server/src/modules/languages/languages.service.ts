import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  LANGUAGE_ERROR_CODES,
  type Language,
  type LanguageCreateSchema,
  type LanguageUpdateSchema,
  type LanguagesResponse,
} from '@club/shared/contract/languages';
import { UPLOAD_LIMITS } from '@club/shared/constants';
import type { Database, Db } from '../../db/schema';
import { inUse, invalidField, notFound, payloadTooLarge, unsupportedMediaType } from '../../errors';
import { countDocumentsOfLanguage } from '../documents/documents.repository';
import type { Actor } from '../rules/id-lists';
import type { CachedAnswer, RulesCache } from '../rules/rules-cache';
import type { RulesWriteAnswer, RulesWriteOptions, RulesWrites } from '../rules/rules-write';
import { detectFont, type FontFormat } from './font-file';
import * as languages from './languages.repository';
import { toLanguage, toLanguageAudit } from './languages.mapper';

export type LanguageCreateInput = z.output<typeof LanguageCreateSchema>;
export type LanguageUpdateInput = z.output<typeof LanguageUpdateSchema>;

export interface FontUpload {
  filename: string;
  bytes: Buffer;
}

export interface LanguageFont {
  bytes: Buffer;
  format: FontFormat;
  /** The file name a download is saved as: the language's name without spaces. */
  filename: string;
  etag: string;
}

function fontEtag(id: number, updatedAt: string): string {
  return `"${crypto.createHash('sha1').update(`${id}:${updatedAt}`).digest('base64url')}"`;
}

/** Refuses anything but a TrueType or OpenType font within the size limit. */
function checkFont(font: FontUpload): void {
  if (font.bytes.length > UPLOAD_LIMITS.fontMaxBytes) {
    throw payloadTooLarge(
      `The font must be at most ${UPLOAD_LIMITS.fontMaxBytes / (1024 * 1024)} MB`,
      LANGUAGE_ERROR_CODES.fontTooLarge,
    );
  }
  if (!detectFont(font.bytes)) {
    throw unsupportedMediaType(
      'The file is not a TrueType or OpenType font',
      LANGUAGE_ERROR_CODES.notAFont,
    );
  }
}

function storedFilename(font: FontUpload): string {
  return font.filename.replace(/[^\p{L}\p{N}._ -]/gu, '').slice(0, 200) || 'font.ttf';
}

async function languageView(db: Db, id: number) {
  const row = await languages.findLanguage(db, id);
  if (!row) throw notFound('language');
  return row;
}

export interface LanguagesDeps {
  db: Kysely<Database>;
  rulesCache: RulesCache;
  writes: RulesWrites;
}

/** Languages and their fonts (SPEC.md 2.10): rules data, written as rules are. */
export function createLanguagesService({ db, rulesCache, writes }: LanguagesDeps) {
  /** GET /languages: by name, built once until a language or rules write. */
  function list(): CachedAnswer<LanguagesResponse> {
    return rulesCache.get('languages', async () =>
      (await languages.listLanguages(db)).map(toLanguage),
    );
  }

  /** The ETag the font of a language has now, without reading the font; 404 for an unknown language. */
  async function fontEtagOf(id: number): Promise<string> {
    const stamp = await languages.findLanguageStamp(db, id);
    if (!stamp) throw notFound('language');
    return fontEtag(id, stamp.updated_at);
  }

  async function font(id: number): Promise<LanguageFont> {
    const row = await languages.findLanguageFont(db, id);
    if (!row) throw notFound('language');
    const format = row.font_data ? detectFont(row.font_data) : null;
    if (!row.font_data || !format) throw notFound('font');
    return {
      bytes: row.font_data,
      format,
      filename: `${row.name.replace(/\s+/g, '')}.${format.extension}`,
      etag: fontEtag(row.id, row.updated_at),
    };
  }

  function create(
    actor: Actor,
    input: LanguageCreateInput,
    upload: FontUpload | null,
    options: RulesWriteOptions = {},
  ): Promise<RulesWriteAnswer<Language>> {
    if (upload) checkFont(upload);
    else if (!input.link) throw invalidField('font', 'Upload a font file or give a link');
    return writes.audited(
      actor,
      { entity: 'language', action: 'create' },
      async (trx) => {
        const id = await languages.insertLanguage(trx, {
          name: input.name,
          sample_text: input.sampleText,
          link: input.link,
          font_data: upload?.bytes ?? null,
          font_filename: upload ? storedFilename(upload) : null,
          updated_at: new Date().toISOString(),
        });
        const after = await languages.findLanguage(trx, id);
        if (!after) throw notFound('language');
        return { entityId: id, after: toLanguageAudit(after), result: toLanguage(after) };
      },
      options,
    );
  }

  /** Changes the fields sent; a new font replaces the old one. */
  function update(
    actor: Actor,
    id: number,
    input: LanguageUpdateInput,
    upload: FontUpload | null,
    options: RulesWriteOptions = {},
  ): Promise<RulesWriteAnswer<Language>> {
    if (upload) checkFont(upload);
    if (upload && input.removeFont) {
      throw invalidField('removeFont', 'Send a new font or remove the font, not both');
    }
    return writes.audited(
      actor,
      { entity: 'language', action: 'update' },
      async (trx) => {
        const before = await languageView(trx, id);
        const link = input.link === undefined ? before.link : input.link;
        const hasFont = upload !== null || (Number(before.has_font) === 1 && !input.removeFont);
        if (!hasFont && !link) {
          throw invalidField('removeFont', 'A language needs a font or a link; give a link first');
        }
        await languages.updateLanguage(trx, id, {
          name: input.name,
          sample_text: input.sampleText,
          link: input.link,
          ...(upload && { font_data: upload.bytes, font_filename: storedFilename(upload) }),
          ...(input.removeFont && { font_data: null, font_filename: null, font_credit: null }),
          updated_at: new Date().toISOString(),
        });
        const after = await languageView(trx, id);
        return {
          entityId: id,
          before: toLanguageAudit(before),
          after: toLanguageAudit(after),
          result: toLanguage(after),
        };
      },
      options,
    );
  }

  /** Refused with 409 while documents are written in the language. */
  function remove(
    actor: Actor,
    id: number,
    options: RulesWriteOptions = {},
  ): Promise<RulesWriteAnswer<void>> {
    return writes.audited(
      actor,
      { entity: 'language', action: 'delete' },
      async (trx) => {
        const before = await languageView(trx, id);
        // The board's handouts are not thrown away with their language: delete them first.
        if ((await countDocumentsOfLanguage(trx, id)) > 0) throw inUse('language');
        await languages.deleteLanguage(trx, id);
        return { entityId: id, before: toLanguageAudit(before), result: undefined };
      },
      options,
    );
  }

  return { list, fontEtag: fontEtagOf, font, create, update, remove };
}

export type LanguagesService = ReturnType<typeof createLanguagesService>;

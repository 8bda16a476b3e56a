import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@club/shared/contract/errors';
import { RULES_ERROR_CODES } from '@club/shared/contract/rules';
import { LANGUAGE_ERROR_CODES } from '@club/shared/contract/languages';
import { DOCUMENT_ERROR_CODES } from '@club/shared/contract/documents';
import { AVATAR_UPLOAD_ERRORS, XP_ERROR_CODES } from '@club/shared/contract/characters';
import { CHANGE_REQUEST_ERROR_CODES } from '@club/shared/contract/change-requests';
import { REVIEW_ERROR_CODES } from '@club/shared/contract/review';
import { EVENT_ERROR_CODES } from '@club/shared/contract/events';
import { BACKGROUND_ERROR_CODES } from '@club/shared/contract/backgrounds';
import { REPORT_ERROR_CODES } from '@club/shared/contract/reports';
import { ACCOUNT_ERROR_CODES } from '@club/shared/contract/account';
import { NOTIFICATION_TITLE_KEYS } from '@club/shared/contract/notifications';
import { REVIEW_REASON_CODES } from '@club/shared/rules/needs-review';
import { USER_ERROR_CODES } from '@club/shared/contract/users';
import { RULES_FILE_ERROR_CODES } from '@club/shared/contract/rules-export';
import { INVENTORY_ERROR_CODES } from '@club/shared/contract/inventory-constants';
import { CLASS_RULES } from '@club/shared/rules/class-rules';
import { CREATION_RULES } from '@club/shared/rules/character-creation';
import { ABILITY_RULES } from '@club/shared/rules/ability-selection';
import { SHEET_RULES } from '@club/shared/rules/character-sheet';
import { PASSWORD_PROBLEMS } from '@club/shared/rules/password-policy';
import { CLIENT_ERROR_CODES } from '../api/api-error';
import da from './da.json';
import en from './en.json';
import documentsDa from '../features/languages/i18n/da.json';
import documentsEn from '../features/languages/i18n/en.json';

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(full, value);
    else for (const [k, v] of flatten(value, full)) keys.set(k, v);
  }
  return keys;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

/** Every `'errors.x'` literal the server can answer with. */
function serverErrorCodes(): string[] {
  const root = path.resolve(import.meta.dirname, '../../../server/src');
  const codes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        for (const m of fs.readFileSync(full, 'utf8').matchAll(/'(errors\.[a-zA-Z]+)'/g))
          codes.add(m[1]!);
      }
    }
  };
  walk(root);
  return [...codes];
}

/** The app's messages with those features keep in chunks of their own (registerFeatureMessages). */
const daKeys = new Map([...flatten(da as Catalogue), ...flatten(documentsDa as Catalogue)]);
const enKeys = new Map([...flatten(en as Catalogue), ...flatten(documentsEn as Catalogue)]);

describe('the message catalogues', () => {
  it('hold the same keys in Danish and English', () => {
    expect([...daKeys.keys()].filter((k) => !enKeys.has(k))).toEqual([]);
    expect([...enKeys.keys()].filter((k) => !daKeys.has(k))).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...daKeys].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(enKeys.get(key) ?? '').join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('translate every code the API and the client can answer with', () => {
    const codes = new Set<string>([
      ...Object.values(ERROR_CODES),
      ...Object.values(RULES_ERROR_CODES),
      ...Object.values(LANGUAGE_ERROR_CODES),
      ...Object.values(DOCUMENT_ERROR_CODES),
      ...Object.values(USER_ERROR_CODES),
      ...Object.values(RULES_FILE_ERROR_CODES),
      ...Object.values(XP_ERROR_CODES),
      ...Object.values(CHANGE_REQUEST_ERROR_CODES),
      ...Object.values(REVIEW_ERROR_CODES),
      ...Object.values(EVENT_ERROR_CODES),
      ...Object.values(BACKGROUND_ERROR_CODES),
      ...Object.values(REPORT_ERROR_CODES),
      ...Object.values(ACCOUNT_ERROR_CODES),
      ...Object.values(INVENTORY_ERROR_CODES),
      ...Object.values(NOTIFICATION_TITLE_KEYS),
      ...Object.values(REVIEW_REASON_CODES),
      ...Object.values(CLIENT_ERROR_CODES),
      ...Object.values(PASSWORD_PROBLEMS),
      ...Object.values(AVATAR_UPLOAD_ERRORS).map((e) => e.code),
      ...[CREATION_RULES, ABILITY_RULES, SHEET_RULES, CLASS_RULES].flatMap((rules) =>
        Object.values(rules).map((rule) => rule.code),
      ),
      ...serverErrorCodes(),
    ]);
    const missing = [...codes].filter((code) => !daKeys.has(code) || !enKeys.has(code));
    expect(missing).toEqual([]);
  });

  it('leave no message empty', () => {
    expect([...daKeys].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
    expect([...enKeys].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });
});

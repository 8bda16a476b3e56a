import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AbilitySchema,
  ClassSchema,
  ProfessionSchema,
  RaceSchema,
  SpecialAbilitySchema,
} from '@club/shared/contract/rules';
import { LanguageSchema } from '@club/shared/contract/languages';
import { DocumentSchema } from '@club/shared/contract/documents';
import { AUDIT_ENTITIES } from '@club/shared/constants';
import da from '../../i18n/da.json';
import en from '../../i18n/en.json';

/** The server's sources that write audit rows, and the actions they name. */
function auditedActions(): string[] {
  const root = path.resolve(import.meta.dirname, '../../../../server/src');
  const actions = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const source = fs.readFileSync(full, 'utf8');
        if (!source.includes('recordAudit(')) continue;
        for (const line of source.matchAll(/\baction: ([^,\n]*)/g))
          for (const literal of line[1]!.matchAll(/(?<!=== )'([a-z-]+)'/g))
            actions.add(literal[1]!);
      }
    }
  };
  walk(root);
  return [...actions].sort();
}

/** Fields the writes record beside the entities' own (see the services' recordAudit calls). */
const RECORDED_FIELDS = [
  'abilities',
  'ability_ids',
  'active',
  'allow_update',
  'amount',
  'change_request_id',
  'classIds',
  'email',
  'message',
  'note',
  'present',
  'profession_id',
  'profession_ids',
  'professions',
  'reason',
  'reasons',
  'role',
  'rules_url',
  'special_ability_ids',
  'status',
  'value',
];

const entityFields = [
  AbilitySchema,
  ClassSchema,
  ProfessionSchema,
  RaceSchema,
  SpecialAbilitySchema,
  LanguageSchema,
  DocumentSchema,
].flatMap((schema) => Object.keys(schema.shape));

describe('the audit log speaks the reader’s language', () => {
  for (const [language, catalogue] of [
    ['Danish', da],
    ['English', en],
  ] as const) {
    const audit = catalogue.audit as {
      actions: Record<string, string>;
      entities: Record<string, string>;
      fields: Record<string, string>;
    };

    it(`names every action the server records, in ${language}`, () => {
      const actions = auditedActions();
      expect(actions.length).toBeGreaterThan(15);
      expect(actions.filter((action) => !audit.actions[action])).toEqual([]);
    });

    it(`names every kind of entity and every recorded field, in ${language}`, () => {
      expect(AUDIT_ENTITIES.filter((entity) => !audit.entities[entity])).toEqual([]);
      const fields = [...new Set([...entityFields, ...RECORDED_FIELDS])];
      expect(fields.filter((field) => !audit.fields[field])).toEqual([]);
    });
  }
});

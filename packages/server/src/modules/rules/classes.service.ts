import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { CHARACTER_LIMITS } from '@club/shared/constants';
import {
  RULES_ERROR_CODES,
  type Class,
  type ClassCreateSchema,
  type ClassProfessionAddSchema,
  type ClassProfessionReorderSchema,
  type ClassProfessionsResponse,
  type ClassUpdateSchema,
  type ClassesResponse,
} from '@club/shared/contract/rules';
import { checkClassProfessionCounts } from '@club/shared/rules/class-rules';
import type { ClassRow, Database } from '../../db/schema';
import { conflict, inUse, invalidField, notFound } from '../../errors';
import { visibleClasses, type ClassVisibility } from './class-visibility';
import * as classes from './classes.repository';
import { assertNoDuplicates } from './id-lists';
import { existingProfessionIds } from './professions.repository';
import { rulesCacheFor, type CachedAnswer } from './rules-cache';
import { toClass, toClassProfessionItem } from './rules.mapper';
import { rulesWrite, type AuditedChange, type Db } from './rules-write';

export type ClassCreateInput = z.output<typeof ClassCreateSchema>;
export type ClassUpdateInput = z.output<typeof ClassUpdateSchema>;
export type ClassProfessionAddInput = z.output<typeof ClassProfessionAddSchema>;
export type ClassProfessionReorderInput = z.output<typeof ClassProfessionReorderSchema>;

const MAX_MANDATORY = CHARACTER_LIMITS.professionsPerCharacter;

/** GET /classes: by name, conflict-flagged ones only for those who may see them. */
export function getClasses(
  db: Kysely<Database>,
  visibility: ClassVisibility,
): CachedAnswer<ClassesResponse> {
  return rulesCacheFor(db).get(`classes:${visibility}`, async () =>
    visibleClasses((await classes.listClasses(db)).map(toClass), visibility),
  );
}

/**
 * GET /classes/{id}. Not filtered by the conflict flag: a player allowed conflict classes
 * reads the class's additional_professions while creating a character.
 */
export function getClass(db: Kysely<Database>, id: number): CachedAnswer<Class> {
  return rulesCacheFor(db).get(`class:${id}`, async () => {
    const { value } = await getClasses(db, 'all');
    const found = value.find((c) => c.id === id);
    if (!found) throw notFound('class');
    return found;
  });
}

async function professionsOf(db: Db, classId: number): Promise<ClassProfessionsResponse> {
  const rows = await classes.listClassProfessions(db, classId);
  return {
    mandatory: rows.filter((row) => row.mandatory === 1).map(toClassProfessionItem),
    assigned: rows.filter((row) => row.mandatory !== 1).map(toClassProfessionItem),
  };
}

/** GET /classes/{id}/professions: mandatory and optional ("assigned"), each by sort_order. */
export function getClassProfessions(
  db: Kysely<Database>,
  id: number,
): CachedAnswer<ClassProfessionsResponse> {
  return rulesCacheFor(db).get(`class-professions:${id}`, async () => {
    await requireClass(db, id);
    return professionsOf(db, id);
  });
}

async function requireClass(db: Db, id: number): Promise<ClassRow> {
  const row = await classes.findClass(db, id);
  if (!row) throw notFound('class');
  return row;
}

function assertMandatoryLimit(count: number): void {
  if (count > MAX_MANDATORY) {
    throw conflict(
      RULES_ERROR_CODES.mandatoryProfessionsLimit,
      `A class can have at most ${MAX_MANDATORY} mandatory professions`,
    );
  }
}

export const createClass = rulesWrite(
  { entity: 'class', action: 'create' },
  async (trx, input: ClassCreateInput): Promise<AuditedChange<Class>> => {
    const after = toClass(await classes.insertClass(trx, input));
    return { entityId: after.id, after, result: after };
  },
);

export const updateClass = rulesWrite(
  { entity: 'class', action: 'update' },
  async (trx, id: number, input: ClassUpdateInput): Promise<AuditedChange<Class>> => {
    const before = toClass(await requireClass(trx, id));
    if (input.additional_professions !== undefined) {
      const mandatory = (await classes.listClassProfessions(trx, id)).filter(
        (row) => row.mandatory === 1,
      ).length;
      const verdict = checkClassProfessionCounts(mandatory, input.additional_professions);
      if (!verdict.ok) {
        throw conflict(
          verdict.code,
          verdict.message,
          [{ field: 'additional_professions', message: verdict.message }],
          verdict.params,
        );
      }
    }
    const after = toClass(
      (await classes.updateClass(trx, id, input)) ?? (await requireClass(trx, id)),
    );
    return { entityId: id, before, after, result: after };
  },
);

export const deleteClass = rulesWrite(
  { entity: 'class', action: 'delete' },
  async (trx, id: number): Promise<AuditedChange<void>> => {
    const before = toClass(await requireClass(trx, id));
    if ((await classes.countCharactersOfClass(trx, id)) > 0) throw inUse('class');
    const professions = await professionsOf(trx, id);
    await classes.deleteClass(trx, id);
    return { entityId: id, before: { ...before, professions }, result: undefined };
  },
);

/** Adds a profession at the end of its list (mandatory or optional). */
export const addClassProfession = rulesWrite(
  { entity: 'class', action: 'add-profession' },
  async (
    trx,
    classId: number,
    input: ClassProfessionAddInput,
  ): Promise<AuditedChange<ClassProfessionsResponse>> => {
    await requireClass(trx, classId);
    if (!(await existingProfessionIds(trx, [input.profession_id])).has(input.profession_id)) {
      throw invalidField('profession_id', `Unknown id: ${input.profession_id}`);
    }
    const before = await classes.listClassProfessions(trx, classId);
    if (before.some((row) => row.id === input.profession_id)) {
      throw conflict(
        RULES_ERROR_CODES.professionAlreadyInClass,
        'The class already has this profession',
      );
    }
    if (input.mandatory === 1)
      assertMandatoryLimit(before.filter((row) => row.mandatory === 1).length + 1);
    await classes.insertClassProfession(trx, {
      classId,
      professionId: input.profession_id,
      mandatory: input.mandatory,
    });
    const after = await professionsOf(trx, classId);
    return {
      entityId: classId,
      before: { profession_id: input.profession_id, present: false },
      after: {
        profession_id: input.profession_id,
        mandatory: input.mandatory,
        professions: after,
      },
      result: after,
    };
  },
);

/**
 * Sets the order and the mandatory flag of the listed professions: each takes the `order`
 * it is sent with, and the list it is in decides whether it is mandatory.
 */
export const reorderClassProfessions = rulesWrite(
  { entity: 'class', action: 'reorder-professions' },
  async (
    trx,
    classId: number,
    input: ClassProfessionReorderInput,
  ): Promise<AuditedChange<ClassProfessionsResponse>> => {
    await requireClass(trx, classId);
    const items = [
      ...input.mandatory.map((item) => ({ ...item, flag: 1 })),
      ...input.assigned.map((item) => ({ ...item, flag: 0 })),
    ];
    assertNoDuplicates(
      items.map((item) => item.id),
      'assigned',
    );
    const current = await classes.listClassProfessions(trx, classId);
    const inClass = new Set(current.map((row) => row.id));
    const strangers = items.filter((item) => !inClass.has(item.id));
    if (strangers.length > 0) {
      const field = input.mandatory.some((item) => !inClass.has(item.id))
        ? 'mandatory'
        : 'assigned';
      throw invalidField(
        field,
        `Not a profession of this class: ${strangers.map((s) => s.id).join(', ')}`,
      );
    }
    const flagOf = new Map(current.map((row) => [row.id, row.mandatory]));
    for (const item of items) flagOf.set(item.id, item.flag);
    assertMandatoryLimit([...flagOf.values()].filter((flag) => flag === 1).length);

    const before = await professionsOf(trx, classId);
    for (const item of items) {
      await classes.updateClassProfession(trx, classId, item.id, {
        mandatory: item.flag,
        sort_order: item.order,
      });
    }
    const after = await professionsOf(trx, classId);
    return { entityId: classId, before, after, result: after };
  },
);

export const removeClassProfession = rulesWrite(
  { entity: 'class', action: 'remove-profession' },
  async (
    trx,
    classId: number,
    professionId: number,
  ): Promise<AuditedChange<ClassProfessionsResponse>> => {
    await requireClass(trx, classId);
    const current = await classes.listClassProfessions(trx, classId);
    const link = current.find((row) => row.id === professionId);
    if (!link) throw notFound('profession of this class');
    await classes.deleteClassProfession(trx, classId, professionId);
    const after = await professionsOf(trx, classId);
    return {
      entityId: classId,
      before: {
        profession_id: professionId,
        mandatory: link.mandatory,
        sort_order: link.sort_order,
      },
      after: { professions: after },
      result: after,
    };
  },
);

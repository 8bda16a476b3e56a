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
import type { ClassRow, Database, Db } from '../../db/schema';
import { conflict, inUse, invalidField, notFound } from '../../errors';
import { visibleClasses, type ClassVisibility } from './class-visibility';
import * as classes from './classes.repository';
import { assertNoDuplicates } from './id-lists';
import { existingProfessionIds } from './professions.repository';
import type { CachedAnswer, RulesCache } from './rules-cache';
import { toClass, toClassProfessionItem } from './rules.mapper';
import { rulesWrite, type AuditedChange, type RulesWrites } from './rules-write';

export type ClassCreateInput = z.output<typeof ClassCreateSchema>;
export type ClassUpdateInput = z.output<typeof ClassUpdateSchema>;
export type ClassProfessionAddInput = z.output<typeof ClassProfessionAddSchema>;
export type ClassProfessionReorderInput = z.output<typeof ClassProfessionReorderSchema>;

const MAX_MANDATORY = CHARACTER_LIMITS.professionsPerCharacter;

async function professionsOf(db: Db, classId: number): Promise<ClassProfessionsResponse> {
  const rows = await classes.listClassProfessions(db, classId);
  return {
    mandatory: rows.filter((row) => row.mandatory === 1).map(toClassProfessionItem),
    assigned: rows.filter((row) => row.mandatory !== 1).map(toClassProfessionItem),
  };
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

const create = rulesWrite(
  { entity: 'class', action: 'create' },
  async (trx, input: ClassCreateInput): Promise<AuditedChange<Class>> => {
    const after = toClass(await classes.insertClass(trx, input));
    return { entityId: after.id, after, result: after };
  },
);

const update = rulesWrite(
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

const remove = rulesWrite(
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
const addProfession = rulesWrite(
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
const reorderProfessions = rulesWrite(
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

const removeProfession = rulesWrite(
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

export interface ClassesDeps {
  db: Kysely<Database>;
  rulesCache: RulesCache;
  writes: RulesWrites;
}

/** Classes and their mandatory and optional professions (SPEC.md 2.8, 2.11). */
export function createClassesService({ db, rulesCache, writes }: ClassesDeps) {
  /** GET /classes: by name, conflict-flagged ones only for those who may see them. */
  function list(visibility: ClassVisibility): CachedAnswer<ClassesResponse> {
    return rulesCache.get(`classes:${visibility}`, async () =>
      visibleClasses((await classes.listClasses(db)).map(toClass), visibility),
    );
  }

  /**
   * GET /classes/{id}. Not filtered by the conflict flag: a player allowed conflict classes
   * reads the class's additional_professions while creating a character.
   */
  function one(id: number): CachedAnswer<Class> {
    return rulesCache.get(`class:${id}`, async () => {
      const { value } = await list('all');
      const found = value.find((c) => c.id === id);
      if (!found) throw notFound('class');
      return found;
    });
  }

  /** GET /classes/{id}/professions: mandatory and optional ("assigned"), each by sort_order. */
  function professions(id: number): CachedAnswer<ClassProfessionsResponse> {
    return rulesCache.get(`class-professions:${id}`, async () => {
      await requireClass(db, id);
      return professionsOf(db, id);
    });
  }

  return {
    list,
    one,
    professions,
    create: writes.bind(create),
    update: writes.bind(update),
    remove: writes.bind(remove),
    addProfession: writes.bind(addProfession),
    reorderProfessions: writes.bind(reorderProfessions),
    removeProfession: writes.bind(removeProfession),
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;

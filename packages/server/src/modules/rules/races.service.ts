import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  RaceClassesResponse,
  RaceCreateSchema,
  RaceUpdateSchema,
  RaceWithClasses,
  RacesClassesResponse,
} from '@club/shared/contract/rules';
import type { Database, Db, RaceRow } from '../../db/schema';
import { inUse, notFound } from '../../errors';
import { visibleClasses, type ClassVisibility } from './class-visibility';
import { existingClassIds, listClasses } from './classes.repository';
import { assertKnownIds, type Actor } from './id-lists';
import * as races from './races.repository';
import type { CachedAnswer, RulesCache } from './rules-cache';
import type { RulesImages } from './rules-images';
import { toClass, toRace } from './rules.mapper';
import {
  rulesWrite,
  type AuditedChange,
  type RulesWriteAnswer,
  type RulesWriteOptions,
  type RulesWrites,
} from './rules-write';

export type RaceCreateInput = z.output<typeof RaceCreateSchema>;
export type RaceUpdateInput = z.output<typeof RaceUpdateSchema>;

/** A race as a rules editor sees it after a write: every allowed class, conflict or not. */
async function raceView(db: Db, row: RaceRow): Promise<RaceWithClasses> {
  const ids = new Set(await races.raceClassIds(db, row.id));
  const classes = (await listClasses(db)).filter((c) => ids.has(c.id)).map(toClass);
  return { ...toRace(row), allowed_classes: classes };
}

async function requireRace(db: Db, id: number): Promise<RaceRow> {
  const row = await races.findRace(db, id);
  if (!row) throw notFound('race');
  return row;
}

function imagePath(value: string | null | undefined): string | null {
  return value ? value : null;
}

async function knownClassIds(db: Db, classIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(classIds)];
  assertKnownIds(unique, await existingClassIds(db, unique), 'classIds');
  return unique;
}

const create = rulesWrite(
  { entity: 'race', action: 'create' },
  async (trx, input: RaceCreateInput): Promise<AuditedChange<RaceWithClasses>> => {
    const classIds = await knownClassIds(trx, input.classIds ?? []);
    const row = await races.insertRace(trx, {
      name: input.name,
      singular_name: input.singular_name,
      description: input.description,
      image_path: imagePath(input.image_path),
      base_hits: input.base_hits,
      base_mana: input.base_mana,
    });
    await races.replaceRaceClasses(trx, row.id, classIds);
    const after = await raceView(trx, row);
    return { entityId: row.id, after, result: after };
  },
);

const update = rulesWrite(
  { entity: 'race', action: 'update' },
  async (trx, id: number, input: RaceUpdateInput): Promise<AuditedChange<RaceWithClasses>> => {
    const before = await requireRace(trx, id);
    const changes = {
      ...input,
      ...(input.image_path !== undefined && { image_path: imagePath(input.image_path) }),
    };
    const row = (await races.updateRace(trx, id, changes)) ?? before;
    return {
      entityId: id,
      before: toRace(before),
      after: toRace(row),
      result: await raceView(trx, row),
    };
  },
);

/**
 * Replaces the classes a race allows. A class that characters of this race already have
 * stays allowed (409), so no character is left with a combination the rules refuse.
 */
const setClasses = rulesWrite(
  { entity: 'race', action: 'set-classes' },
  async (trx, id: number, classIds: readonly number[]): Promise<AuditedChange<RaceWithClasses>> => {
    const row = await requireRace(trx, id);
    const wanted = await knownClassIds(trx, classIds);
    const before = await races.raceClassIds(trx, id);
    await races.replaceRaceClasses(trx, id, wanted);
    return {
      entityId: id,
      before: { classIds: before.sort((a, b) => a - b) },
      after: { classIds: [...wanted].sort((a, b) => a - b) },
      result: await raceView(trx, row),
    };
  },
);

const remove = rulesWrite(
  { entity: 'race', action: 'delete' },
  async (trx, id: number): Promise<AuditedChange<void>> => {
    const row = await requireRace(trx, id);
    if ((await races.countCharactersOfRace(trx, id)) > 0) throw inUse('race');
    const before = await raceView(trx, row);
    await races.deleteRace(trx, id);
    return { entityId: id, before, result: undefined };
  },
);

export interface RacesDeps {
  db: Kysely<Database>;
  rulesCache: RulesCache;
  writes: RulesWrites;
  /** Races' pictures, re-encoded and stored with the rules data (uploads). */
  images: RulesImages;
}

/** Races and the classes each allows (SPEC.md 2.7). */
export function createRacesService({ db, rulesCache, writes, images }: RacesDeps) {
  /** GET /races-classes: every race with its allowed classes by name, built once per visibility. */
  function racesClasses(visibility: ClassVisibility): CachedAnswer<RacesClassesResponse> {
    return rulesCache.get(`races-classes:${visibility}`, async () => {
      const [raceRows, classRows, links] = await Promise.all([
        races.listRaces(db),
        listClasses(db),
        races.listRaceClassLinks(db),
      ]);
      const classes = visibleClasses(classRows.map(toClass), visibility);
      const allowed = new Map<number, Set<number>>();
      for (const link of links) {
        const set = allowed.get(link.race_id) ?? new Set<number>();
        set.add(link.class_id);
        allowed.set(link.race_id, set);
      }
      return raceRows.map((row) => {
        const ids = allowed.get(row.id);
        return { ...toRace(row), allowed_classes: ids ? classes.filter((c) => ids.has(c.id)) : [] };
      });
    });
  }

  /** GET /races/{id}/classes: the race's allowed classes, from the list above. */
  function raceClasses(
    raceId: number,
    visibility: ClassVisibility,
  ): CachedAnswer<RaceClassesResponse> {
    return rulesCache.get(`race-classes:${raceId}:${visibility}`, async () => {
      const { value } = await racesClasses(visibility);
      const race = value.find((r) => r.id === raceId);
      if (!race) throw notFound('race');
      return race.allowed_classes;
    });
  }

  /**
   * A picture uploaded for the race: decoded and drawn again as WebP like an avatar (so no
   * byte of the upload survives), stored with the rules data, and set as the race's image.
   */
  async function setImage(
    actor: Actor,
    id: number,
    upload: Buffer,
    options: RulesWriteOptions = {},
  ): Promise<RulesWriteAnswer<RaceWithClasses>> {
    await requireRace(db, id);
    const webp = await images.prepare(upload);
    return writes.audited(
      actor,
      { entity: 'race', action: 'update' },
      async (trx) => {
        const before = await requireRace(trx, id);
        const path = await images.store(trx, webp);
        const row = (await races.updateRace(trx, id, { image_path: path })) ?? before;
        return {
          entityId: id,
          before: toRace(before),
          after: toRace(row),
          result: await raceView(trx, row),
        };
      },
      options,
    );
  }

  return {
    racesClasses,
    raceClasses,
    create: writes.bind(create),
    update: writes.bind(update),
    setImage,
    setClasses: writes.bind(setClasses),
    remove: writes.bind(remove),
  };
}

export type RacesService = ReturnType<typeof createRacesService>;

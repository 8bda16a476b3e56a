import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@club/shared/constants';
import { createUser, type CreatedUser } from './factories';
import {
  createCharacterUsing,
  createClass,
  createProfession,
  createRace,
  setProfessionAbilities,
} from './rules-factories';
import { auditRowsFor, buildTestApp, getAs, writeAs, type TestApp } from './test-app';

/**
 * What the test files of the rules areas (races, classes, professions, abilities, special
 * abilities) share: one app for the file with a player, an admin, a rules editor and a
 * superadmin, requests as them, the audit rows of the area's entity, and the check every
 * rules write passes (editors only).
 */

export interface RulesTestApp extends TestApp {
  player: CreatedUser;
  admin: CreatedUser;
  /** The rules editor the file writes as: the board unless the file says superadmin. */
  editor: CreatedUser;
  superadmin: CreatedUser;
}

type WriteMethod = 'POST' | 'PUT' | 'DELETE';

export interface GuardedWrite {
  method: WriteMethod;
  url: string;
  payload?: unknown;
}

/**
 * Call inside the file's `describe`: registers the app's start and stop, and answers the
 * app (filled in before the first test) with helpers bound to it.
 */
export function useRulesTestApp(options: { entity: string; editorRole?: Role }) {
  const t = {} as RulesTestApp;

  beforeAll(async () => {
    Object.assign(t, await buildTestApp());
    const [player, admin, editor, superadmin] = await Promise.all([
      createUser(t.app, { role: 'user' }),
      createUser(t.app, { role: 'admin' }),
      createUser(t.app, { role: options.editorRole ?? 'bestyrelse' }),
      createUser(t.app, { role: 'superadmin' }),
    ]);
    Object.assign(t, { player, admin, editor, superadmin });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, user: CreatedUser | null, headers: Record<string, string> = {}) =>
    getAs(t.app, url, user, headers);

  const write = (method: WriteMethod, url: string, user: CreatedUser | null, payload?: unknown) =>
    writeAs(t.app, method, url, user, payload);

  /** The audit rows of one of the area's entities, oldest first. */
  const auditRows = (entityId: number) => auditRowsFor(t.db, options.entity, entityId);

  /**
   * A character of the player that owns the ability (with the special ability chosen on
   * it, when one is given) through a profession offering it, so that only the ability and
   * its links are in question.
   */
  async function characterWithAbility(abilityId: number, specialAbilityId: number | null = null) {
    const [race, cls, profession] = await Promise.all([
      createRace(t.db),
      createClass(t.db),
      createProfession(t.db),
    ]);
    await setProfessionAbilities(t.db, profession.id, [abilityId]);
    return createCharacterUsing(t.db, {
      userId: t.player.id,
      raceId: race.id,
      classId: cls.id,
      professionIds: [profession.id],
      abilities: [{ professionId: profession.id, abilityId, specialAbilityId }],
    });
  }

  /**
   * Every rules write of the area refuses players and admins with 403 and anonymous callers
   * with 401, before it reads its body.
   */
  const describeEditorOnlyWrites = (writes: readonly GuardedWrite[]) =>
    describe('writes', () => {
      it.each(writes)(
        '$method $url refuses players and admins with 403 and anonymous callers with 401',
        async (w) => {
          for (const user of [t.player, t.admin]) {
            const res = await write(w.method, w.url, user, w.payload);
            expect(res.statusCode).toBe(403);
            expect(res.json().code).toBe('errors.forbidden');
          }
          expect((await write(w.method, w.url, null, w.payload)).statusCode).toBe(401);
        },
      );
    });

  return { t, get, write, auditRows, characterWithAbility, describeEditorOnlyWrites };
}

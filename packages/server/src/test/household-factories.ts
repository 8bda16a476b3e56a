import type { FastifyInstance } from 'fastify';
import type { HouseholdPerson, HouseholdPersonResponse } from '@club/shared/contract/household';
import { clubDay } from '@club/shared/rules/household';
import { mailsTo, readable } from './event-factories';
import { createCharacterUsing } from './rules-factories';
import { bearer, writeAs } from './test-app';

/** The day `years` before `day` (YYYY-MM-DD), moved by `days`: a birth date for an age. */
export function yearsBefore(day: string, years: number, days = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A birth date `years` before today in the club's time, moved by `days`. */
export function bornYearsAgo(years: number, days = 0): string {
  return yearsBefore(clubDay(new Date()), years, days);
}

export interface Child extends HouseholdPerson {
  characterId: number;
}

/** A child added to `parent`'s household through the API, with one character of their own. */
export async function addChildViaApi(
  app: FastifyInstance,
  parent: { token: string },
  world: { raceId: number; classId: number },
  body: { name?: string; birth_date?: string; phone?: string; email?: string | null } = {},
): Promise<Child> {
  const response = await writeAs(app, 'POST', '/api/household', parent, {
    name: 'Asta',
    birth_date: bornYearsAgo(10),
    phone: '20 30 40 50',
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`adding failed: ${response.body}`);
  const { person } = response.json<HouseholdPersonResponse>();
  const character = await createCharacterUsing(app.db, {
    userId: person.id,
    raceId: world.raceId,
    classId: world.classId,
  });
  return { ...person, characterId: character.id };
}

/** A request as `user` acting as `personId` (X-Act-As). */
export function actingAs(
  app: FastifyInstance,
  user: { token: string },
  personId: number | string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { ...bearer(user.token), 'x-act-as': String(personId) },
    ...(payload ? { payload } : {}),
  });
}

/**
 * `other` becomes the child's second guardian the way members do it: invited by `parent`,
 * the mailed link accepted while logged in.
 */
export async function addGuardianViaApi(
  app: FastifyInstance,
  dataDir: string,
  parent: { token: string },
  childId: number,
  other: { token: string; email: string },
): Promise<void> {
  const invite = await writeAs(app, 'POST', `/api/household/${childId}/guardians`, parent, {
    email: other.email,
  });
  if (invite.statusCode !== 202) throw new Error(`inviting failed: ${invite.body}`);
  const [mail] = await mailsTo(dataDir, other.email);
  const token = decodeURIComponent(
    /household\/accept\?token=([A-Za-z0-9_%-]+)/.exec(readable(mail!))![1]!,
  );
  const accepted = await writeAs(app, 'POST', '/api/household/invitations/accept', other, {
    token,
    phone: '30 40 50 60',
  });
  if (accepted.statusCode !== 200) throw new Error(`accepting failed: ${accepted.body}`);
}

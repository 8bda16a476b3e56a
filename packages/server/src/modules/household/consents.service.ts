import type { Kysely } from 'kysely';
import {
  CONSENT_TEXTS,
  HOUSEHOLD_AGE_DEFAULTS,
  HOUSEHOLD_ERROR_CODES,
  type ConsentKind,
  type ConsentRecord,
  type EventConsents,
} from '@club/shared/contract/household';
import { ageOn, clubDay, type HouseholdAges } from '@club/shared/rules/household';
import { lockUser } from '../../db/locks';
import type { Database } from '../../db/schema';
import { conflict, forbiddenWithCode, notFound } from '../../errors';
import * as repo from './consents.repository';

export interface ConsentsDeps {
  db: Kysely<Database>;
  ages?: () => Promise<HouseholdAges>;
}

/** Who asks: the person, and the guardian acting as them (null when they ask themself). */
export interface ConsentCaller {
  person: { id: number };
  guardian: { id: number } | null;
  language: 'da' | 'en';
}

const none = (state: ConsentRecord['state']): ConsentRecord => ({
  state,
  decided_by: null,
  decided_at: null,
  text: null,
});

/**
 * Consents on record (contract/household.ts): participation and photo consent per person
 * and event, each decision a row with who, when and the words agreed to.
 */
export function createConsentsService(deps: ConsentsDeps) {
  const { db } = deps;
  const ages = deps.ages ?? (async () => ({ ...HOUSEHOLD_AGE_DEFAULTS }));

  async function situation(caller: ConsentCaller, eventId: number) {
    const [event, person, limits] = await Promise.all([
      db
        .selectFrom('events')
        .select(['id', 'starts_at', 'status'])
        .where('id', '=', eventId)
        .executeTakeFirst(),
      db
        .selectFrom('users')
        .select(['birth_date'])
        .where('id', '=', caller.person.id)
        .executeTakeFirst(),
      ages(),
    ]);
    if (!event || event.status === 'draft') throw notFound('event');
    const age = person?.birth_date ? ageOn(person.birth_date, clubDay(event.starts_at)) : null;
    const minor = age !== null && age < limits.adult;
    const ownPhoto = age === null || age >= limits.ownPhotoConsent;
    return {
      minor,
      mayDecide: {
        participation: minor && caller.guardian !== null,
        photo: ownPhoto ? caller.guardian === null : caller.guardian !== null,
      },
    };
  }

  async function get(caller: ConsentCaller, eventId: number): Promise<EventConsents> {
    const { minor, mayDecide } = await situation(caller, eventId);
    const [latest, signup] = await Promise.all([
      repo.latestConsents(db, caller.person.id, eventId),
      repo.findActiveSignup(db, caller.person.id, eventId),
    ]);
    const record = (kind: ConsentKind, fallback: ConsentRecord): ConsentRecord => {
      const row = latest.get(kind);
      return row
        ? {
            state: row.decision as ConsentRecord['state'],
            decided_by: row.decided_by,
            decided_at: row.decided_at,
            text: row.text,
          }
        : fallback;
    };
    return {
      participation: minor ? record('participation', none('missing')) : none('not_needed'),
      // A member of age with no decision on record answered on the sign-up form.
      photo: record(
        'photo',
        !minor && signup ? none(signup.photo_consent === 1 ? 'given' : 'refused') : none('missing'),
      ),
      may_decide: mayDecide,
      texts: {
        participation: CONSENT_TEXTS.participation[caller.language],
        photo: CONSENT_TEXTS.photo[caller.language],
      },
    };
  }

  async function decide(
    caller: ConsentCaller,
    eventId: number,
    input: { participation?: boolean | undefined; photo?: boolean | undefined },
  ): Promise<EventConsents> {
    const { mayDecide } = await situation(caller, eventId);
    if (input.participation !== undefined && !mayDecide.participation) {
      throw forbiddenWithCode(
        'Participation consent is given by a parent or guardian of a minor',
        HOUSEHOLD_ERROR_CODES.guardianConsentOnly,
      );
    }
    if (input.photo !== undefined && !mayDecide.photo) {
      throw forbiddenWithCode(
        caller.guardian
          ? 'From their age, members give their own photo consent'
          : 'A parent or guardian gives photo consent for a member this young',
        caller.guardian
          ? HOUSEHOLD_ERROR_CODES.ownPhotoConsent
          : HOUSEHOLD_ERROR_CODES.guardianConsentOnly,
      );
    }
    const decider = caller.guardian?.id ?? caller.person.id;
    await db.transaction().execute(async (trx) => {
      await lockUser(trx, caller.person.id);
      const signup = await repo.findActiveSignup(trx, caller.person.id, eventId);
      if (!signup) {
        throw conflict(
          HOUSEHOLD_ERROR_CODES.notSignedUp,
          'Sign up for the event before consenting',
        );
      }
      const latest = await repo.latestConsents(trx, caller.person.id, eventId);
      const at = new Date().toISOString();
      for (const kind of ['participation', 'photo'] as const) {
        const given = input[kind];
        if (given === undefined) continue;
        const before = latest.get(kind)?.decision;
        const decision = given ? 'given' : before === 'given' ? 'withdrawn' : 'refused';
        if (decision === before) continue;
        await repo.insertConsent(trx, {
          personId: caller.person.id,
          eventId,
          kind,
          decision,
          text: CONSENT_TEXTS[kind][caller.language],
          language: caller.language,
          decidedBy: decider,
          at,
        });
        if (kind === 'photo') await repo.setSignupPhotoConsent(trx, signup.id, given, at);
      }
    });
    return get(caller, eventId);
  }

  return { get, decide };
}

export type ConsentsService = ReturnType<typeof createConsentsService>;

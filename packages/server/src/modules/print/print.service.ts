import type { Kysely } from 'kysely';
import type { PrintSheet, PrintSheetsResponse } from '@club/shared/contract/print';
import { canAccessCharacter } from '@club/shared/rules/permissions';
import type { ChangeRequest } from '@club/shared/contract/change-requests';
import type { ReviewReasonBody } from '@club/shared/contract/review';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { listCharacterProfessions } from '../characters/characters.repository';
import { listChosenSpecialAbilities, listSheetRows } from '../characters/sheet.repository';
import { toCharacter, toCharacterAbility } from '../characters/characters.mapper';
import type { Viewer } from '../characters/characters.service';
import { listCharactersForPrint, listChosenSpecialAbilitiesInFull } from './print.repository';

const LANGUAGE_TYPE = 'Sprog';

/** What goes on paper: one character's sheet, owner and known languages, for print. */
export interface PrintDeps {
  db: Kysely<Database>;
  /** The open review reasons of characters (review). */
  reviewReasons: (characterIds: readonly number[]) => Promise<Map<number, ReviewReasonBody[]>>;
  /** Each character's newest change request (change-requests). */
  latestChangeRequests: (characterIds: readonly number[]) => Promise<Map<number, ChangeRequest>>;
}

export function createPrintService({ db, reviewReasons, latestChangeRequests }: PrintDeps) {
  async function sheets(
    found: Awaited<ReturnType<typeof listCharactersForPrint>>,
  ): Promise<PrintSheet[]> {
    const ids = found.map(({ record }) => record.id);
    const [professions, reasons, requests] = await Promise.all([
      listCharacterProfessions(db, ids),
      reviewReasons(ids),
      latestChangeRequests(ids),
    ]);
    return Promise.all(
      found.map(async ({ record, ownerName }) => {
        const [rows, languages, specials] = await Promise.all([
          listSheetRows(db, record.id),
          listChosenSpecialAbilities(db, record.id, LANGUAGE_TYPE),
          listChosenSpecialAbilitiesInFull(db, record.id),
        ]);
        return {
          character: toCharacter(record, professions, {
            review_reasons: reasons.get(record.id) ?? [],
            change_request: requests.get(record.id) ?? null,
          }),
          owner_name: ownerName,
          abilities: rows.map((row) => toCharacterAbility(row, record.allow_update)),
          languages: languages.map((language) => language.name),
          special_abilities: specials.map(({ id: _id, mana_cost, ...special }) => ({
            ...special,
            mana_cost: Number(mana_cost),
          })),
        };
      }),
    );
  }

  /** The owner and staff print a character; to anyone else it does not exist. */
  async function one(viewer: Viewer, id: number): Promise<PrintSheet> {
    const found = await listCharactersForPrint(db, { id });
    const first = found[0];
    if (!first || !canAccessCharacter(viewer, first.record)) throw notFound('character');
    const [sheet] = await sheets([first]);
    if (!sheet) throw notFound('character');
    return sheet;
  }

  /**
   * Staff: every active character, every character of the chosen members, or the sheets of
   * an event's confirmed players (what they play at it, whether active or not).
   */
  async function many(
    userIds: readonly number[] | null,
    eventId: number | null = null,
  ): Promise<PrintSheetsResponse> {
    const found = await listCharactersForPrint(
      db,
      eventId !== null ? { eventId } : userIds === null ? { active: true } : { userIds },
    );
    return { sheets: await sheets(found) };
  }

  return { one, many };
}

export type PrintService = ReturnType<typeof createPrintService>;

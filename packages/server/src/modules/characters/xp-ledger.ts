import type { Transaction } from 'kysely';
import type { XpReason } from '@club/shared/contract/characters';
import { NOTIFICATION_LINKS, NOTIFICATION_TITLE_KEYS } from '@club/shared/contract/notifications';
import type { Database, Db } from '../../db/schema';
import type { Notify } from '../notifications/notifications.service';
import { insertXpAward } from './xp-ledger.repository';

export interface NewXpAward {
  characterId: number;
  amount: number;
  /** Staff's words, or a keyed reason the app writes itself (XP_REASON_KEYS). */
  reason: string | XpReason;
  awardedBy: number;
}

/**
 * The notice's parameters for a reason: staff's words as `reason`; a keyed one as its
 * key and parameters too, so the inbox shows it in the reader's language.
 */
function reasonParams(reason: string | XpReason): Record<string, string> {
  if (typeof reason === 'string') return { reason };
  return { reason: reason.text, reason_key: reason.key, ...reason.params };
}

export interface XpLedgerDeps {
  notify: Notify;
}

/**
 * A character's XP is the sum of its ledger rows. Staff award it here, and so do settling
 * an event and approving a report: each writes its rows inside its own transaction, and
 * the owners hear of them in it.
 */
export function createXpLedger({ notify }: XpLedgerDeps) {
  /** One `xp_awarded` notification per ledger row, to the character's owner. */
  async function tellOwners(
    trx: Db,
    awards: readonly { characterId: number; amount: number; reason: string | XpReason }[],
  ): Promise<void> {
    if (awards.length === 0) return;
    const ids = [...new Set(awards.map((award) => award.characterId))];
    const characters = await trx
      .selectFrom('characters')
      .select(['id', 'name', 'user_id'])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(characters.map((character) => [character.id, character]));
    await notify(
      trx,
      awards.flatMap((award) => {
        const character = byId.get(award.characterId);
        if (!character) return [];
        return [
          {
            userId: character.user_id,
            kind: 'xp_awarded' as const,
            title: {
              key: NOTIFICATION_TITLE_KEYS.xpAwarded,
              params: {
                character: character.name,
                amount: award.amount,
                ...reasonParams(award.reason),
              },
            },
            link: NOTIFICATION_LINKS.characterXp(character.id),
          },
        ];
      }),
    );
  }

  /** Writes the rows, in order, and tells the owners of those that add XP (not corrections). */
  async function award(trx: Transaction<Database>, awards: readonly NewXpAward[]) {
    const rows = [];
    for (const row of awards) rows.push(await insertXpAward(trx, row));
    await tellOwners(
      trx,
      awards.filter((row) => row.amount > 0),
    );
    return rows;
  }

  return { award, tellOwners };
}

export type XpLedger = ReturnType<typeof createXpLedger>;

/** How another area (settling, a report's approval) writes XP: the ledger's `award`. */
export type AwardXp = XpLedger['award'];

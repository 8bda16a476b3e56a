import type { Kysely } from 'kysely';
import type { Settings } from '@club/shared/contract/settings';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit/audit.repository';
import { findSetting, saveSetting } from './settings.repository';

const RULES_URL = 'rules_url';

/**
 * Club settings. The rules address starts as RULES_URL from the environment; once the board
 * sets or clears it in the app, the stored value wins (null: no rules link).
 */
export function createSettingsService(db: Kysely<Database>, defaults: { rulesUrl: string }) {
  async function get(): Promise<Settings> {
    const stored = await findSetting(db, RULES_URL);
    const rulesUrl = stored ? stored.value : defaults.rulesUrl || null;
    return { rules_url: rulesUrl };
  }

  async function update(actorId: number, input: { rules_url: string | null }): Promise<Settings> {
    const before = await get();
    if (before.rules_url === input.rules_url) return before;
    await db.transaction().execute(async (trx) => {
      await saveSetting(trx, { key: RULES_URL, value: input.rules_url, updatedBy: actorId });
      await recordAudit(trx, {
        actorId,
        action: 'update',
        entity: 'settings',
        entityId: null,
        before: { rules_url: before.rules_url },
        after: { rules_url: input.rules_url },
      });
    });
    return get();
  }

  return { get, update };
}

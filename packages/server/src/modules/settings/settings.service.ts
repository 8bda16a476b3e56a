import type { Kysely } from 'kysely';
import { HOUSEHOLD_AGE_DEFAULTS } from '@club/shared/contract/household-constants';
import {
  HouseholdAgesSchema,
  type HouseholdAgesSetting,
  type Settings,
} from '@club/shared/contract/settings';
import { SETTINGS_ERROR_CODES } from '@club/shared/contract/settings-constants';
import type { HouseholdAges } from '@club/shared/rules/household';
import type { Database, Db } from '../../db/schema';
import { conflict } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { findSetting, saveSetting } from './settings.repository';

const RULES_URL = 'rules_url';
const PAYMENT_INSTRUCTIONS = 'payment_instructions';
const CRAFTING_COSTS_MANA = 'crafting_costs_mana';
const HOUSEHOLD_AGES = 'household_ages';

/** The stored ages, or the defaults for any the board has not set (or stored badly). */
function readAges(value: string | null | undefined): HouseholdAgesSetting {
  const defaults = {
    own_photo_consent: HOUSEHOLD_AGE_DEFAULTS.ownPhotoConsent,
    adult: HOUSEHOLD_AGE_DEFAULTS.adult,
    own_login: HOUSEHOLD_AGE_DEFAULTS.ownLogin,
  };
  if (!value) return defaults;
  try {
    const parsed = HouseholdAgesSchema.safeParse({ ...defaults, ...JSON.parse(value) });
    return parsed.success ? parsed.data : defaults;
  } catch {
    return defaults;
  }
}

/** The update as the schema hands it over: a field left out stays as it is. */
type SettingsChange = { [K in keyof Settings]?: Settings[K] | undefined };

/**
 * Club settings. The rules address starts as RULES_URL from the environment; once the board
 * sets or clears it in the app, the stored value wins (null: no rules link). The payment
 * instructions (to whom members pay for events) have no default.
 */
export interface SettingsDeps {
  db: Kysely<Database>;
  /** RULES_URL, until the board sets or clears the address in the app. */
  rulesUrl: string;
  /** EVENT_DATA_RETENTION_DAYS, shown to members. */
  eventDataRetentionDays: number;
  /** Titles of the published, priced events that have not ended (they name the payee). */
  pricedEventsAhead: (db: Db, now: string) => Promise<string[]>;
}

export function createSettingsService(deps: SettingsDeps) {
  const { db } = deps;
  async function get(): Promise<Settings> {
    const [rules, payment, mana, ages] = await Promise.all([
      findSetting(db, RULES_URL),
      findSetting(db, PAYMENT_INSTRUCTIONS),
      findSetting(db, CRAFTING_COSTS_MANA),
      findSetting(db, HOUSEHOLD_AGES),
    ]);
    return {
      rules_url: rules ? rules.value : deps.rulesUrl || null,
      payment_instructions: payment?.value ?? null,
      event_data_retention_days: deps.eventDataRetentionDays,
      crafting_costs_mana: mana?.value === '1',
      household_ages: readAges(ages?.value),
    };
  }

  /** Members of a published, priced event must still be told whom to pay. */
  async function payeeNotNeeded(trx: Db): Promise<void> {
    const titles = await deps.pricedEventsAhead(trx, new Date().toISOString());
    if (titles.length === 0) return;
    throw conflict(
      SETTINGS_ERROR_CODES.payeeInUse,
      `Published events with a price still tell members whom to pay: ${titles.join(', ')}. Change their price or status first.`,
      titles.map((title) => ({ field: 'payment_instructions', message: title })),
      { count: titles.length },
    );
  }

  async function update(actorId: number, input: SettingsChange): Promise<Settings> {
    const before = await get();
    type Stored = Pick<
      Settings,
      typeof RULES_URL | typeof PAYMENT_INSTRUCTIONS | typeof CRAFTING_COSTS_MANA
    >;
    const changed: Partial<Stored> = {};
    const previous: Partial<Stored> = {};
    for (const key of [RULES_URL, PAYMENT_INSTRUCTIONS] as const) {
      const value = input[key];
      if (value === undefined || value === before[key]) continue;
      changed[key] = value;
      previous[key] = before[key];
    }
    const mana = input[CRAFTING_COSTS_MANA];
    if (mana !== undefined && mana !== before[CRAFTING_COSTS_MANA]) {
      changed[CRAFTING_COSTS_MANA] = mana;
      previous[CRAFTING_COSTS_MANA] = before[CRAFTING_COSTS_MANA];
    }
    const ages =
      input.household_ages !== undefined &&
      JSON.stringify(input.household_ages) !== JSON.stringify(before.household_ages)
        ? input.household_ages
        : undefined;
    if (Object.keys(changed).length === 0 && ages === undefined) return before;
    await db.transaction().execute(async (trx) => {
      if (changed.payment_instructions === null) await payeeNotNeeded(trx);
      for (const [key, value] of Object.entries(changed)) {
        const stored = typeof value === 'boolean' ? (value ? '1' : '0') : value;
        await saveSetting(trx, { key, value: stored, updatedBy: actorId });
      }
      if (ages !== undefined) {
        await saveSetting(trx, {
          key: HOUSEHOLD_AGES,
          value: JSON.stringify(ages),
          updatedBy: actorId,
        });
      }
      await recordAudit(trx, {
        actorId,
        action: 'update',
        entity: 'settings',
        entityId: null,
        before:
          ages === undefined ? previous : { ...previous, household_ages: before.household_ages },
        after: ages === undefined ? changed : { ...changed, household_ages: ages },
      });
    });
    return get();
  }

  /** To whom members pay for events; null while the board has set none. */
  async function paymentInstructions(): Promise<string | null> {
    return (await findSetting(db, PAYMENT_INSTRUCTIONS))?.value ?? null;
  }

  /**
   * Whether crafting costs mana (the board's switch; off until turned on), read inside the
   * caller's transaction when it gives one.
   */
  async function craftingCostsMana(on: Db = db): Promise<boolean> {
    return (await findSetting(on, CRAFTING_COSTS_MANA))?.value === '1';
  }

  /** The ages households go by, in the shape the shared rules take. */
  async function householdAges(): Promise<HouseholdAges> {
    const ages = readAges((await findSetting(db, HOUSEHOLD_AGES))?.value);
    return { ownPhotoConsent: ages.own_photo_consent, adult: ages.adult, ownLogin: ages.own_login };
  }

  return { get, update, paymentInstructions, craftingCostsMana, householdAges };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

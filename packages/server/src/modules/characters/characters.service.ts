import type { Kysely, Transaction } from 'kysely';
import {
  XP_REASON_KEYS,
  xpReasonFor,
  type ActiveSpecialAbilitiesResponse,
  type CanRemoveProfessionResponse,
  type Character,
  type CharacterAbilitiesResponse,
  type CharacterCreate,
  type CharacterListResponse,
  type CharacterProfessionsUpdate,
  type CharacterUpdate,
  type OrganizerAbilitiesUpdate,
  type SaveAbilitiesResponse,
  type XpAward,
  type XpAwardCreate,
  type XpAwardsCreate,
  type XpAwardsResponse,
  type XpLedgerResponse,
  XP_ERROR_CODES,
} from '@club/shared/contract/characters';
import type { Flag } from '@club/shared/contract/rules';
import type { SpecialAbilityType } from '@club/shared/constants';
import type { AbilitySelection, SheetRules } from '@club/shared/rules/ability-selection';
import {
  checkAvatarPath,
  checkCharacterCreation,
  checkProfessionChoice,
  orderCharacterProfessions,
} from '@club/shared/rules/character-creation';
import {
  checkProfessionRemoval,
  checkSheetSave,
  saveSheet,
} from '@club/shared/rules/character-sheet';
import type { RuleVerdict } from '@club/shared/rules/rule-verdict';
import { xpSpent } from '@club/shared/rules/xp';
import { canAccessCharacter, canManageUsers } from '@club/shared/rules/permissions';
import type { ChangeRequest } from '@club/shared/contract/change-requests';
import type { ReviewReasonBody } from '@club/shared/contract/review';
import type { Database, Db } from '../../db/schema';
import { lockCharacter, lockUser } from '../../db/locks';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import type { KnownCharacters } from '../review/review.repository';
import { toCharacter, toCharacterAbility, toSavedAbility, toXpAward } from './characters.mapper';
import * as repo from './characters.repository';
import * as creation from './creation-rules.repository';
import * as sheetSave from './sheet-save.repository';
import * as sheet from './sheet.repository';
import * as ledger from './xp-ledger.repository';
import type { XpLedger } from './xp-ledger';

/** Who is asking: the logged-in user as the auth plugin resolved them. */
export interface Viewer {
  id: number;
  name: string;
  role: string;
  conflict_allowed: number;
}

function enforce(verdict: RuleVerdict): void {
  if (!verdict.ok) throw conflict(verdict.code, verdict.message, undefined, verdict.params);
}

export interface CharactersDeps {
  db: Kysely<Database>;
  /** XP a new character starts with (STARTING_XP). */
  startingXp: number;
  /** The review reasons staff have not accepted, per character (review). */
  reviewReasons: (
    characterIds: readonly number[],
    known: KnownCharacters,
  ) => Promise<Map<number, ReviewReasonBody[]>>;
  /** Each character's newest change request (change-requests). */
  latestChangeRequests: (characterIds: readonly number[]) => Promise<Map<number, ChangeRequest>>;
  /** A character took or let go of these uploads: their grace period starts again (uploads). */
  touchUploads: (db: Db, paths: string[], at: string) => Promise<void>;
  xpLedger: XpLedger;
}

/**
 * Opens the sheet for the member to change it, inside the caller's transaction: staff
 * unlocking a sheet under review, or approving a change request, open it this way.
 */
export function openSheet(trx: Transaction<Database>, characterId: number): Promise<void> {
  return repo.updateCharacterFields(trx, characterId, { allow_update: 1 });
}

export function createCharactersService(deps: CharactersDeps) {
  const { db } = deps;

  /** The characters with their professions, review reasons and latest change request. */
  async function presentAll(records: readonly repo.CharacterRecord[]): Promise<Character[]> {
    const ids = records.map((r) => r.id);
    const reading = repo.listCharacterProfessions(db, ids);
    const [professions, reasons, requests] = await Promise.all([
      reading,
      deps.reviewReasons(ids, { rows: records, professions: reading }),
      deps.latestChangeRequests(ids),
    ]);
    return records.map((record) =>
      toCharacter(record, professions, {
        review_reasons: reasons.get(record.id) ?? [],
        change_request: requests.get(record.id) ?? null,
      }),
    );
  }

  async function present(record: repo.CharacterRecord): Promise<Character> {
    const [character] = await presentAll([record]);
    if (!character) throw notFound('character');
    return character;
  }

  async function load(id: number): Promise<Character> {
    const record = await repo.findCharacter(db, id);
    if (!record) throw notFound('character');
    return present(record);
  }

  /** Owners and staff may read; to anyone else the character does not exist. */
  async function readable(viewer: Viewer, id: number): Promise<repo.CharacterRecord> {
    const record = await repo.findCharacter(db, id);
    if (!record || !canAccessCharacter(viewer, record)) throw notFound('character');
    return record;
  }

  /** Only the owner changes their character's avatar, description and active flag. */
  async function owned(viewer: Viewer, id: number): Promise<repo.CharacterRecord> {
    const record = await readable(viewer, id);
    if (record.user_id !== viewer.id) throw forbidden('Only the owner can change this character');
    return record;
  }

  async function list(viewer: Viewer): Promise<CharacterListResponse> {
    const conflictAllowed = viewer.conflict_allowed === 1;
    const [records, races, classes, pairs] = await Promise.all([
      repo.listCharactersOfUser(db, viewer.id),
      creation.listRacesForCreation(db),
      creation.listClassesForCreation(db, conflictAllowed),
      creation.listRaceClassPairs(db),
    ]);
    const classIds = new Set(classes.map((c) => c.id));
    return {
      characters: await presentAll(records),
      races,
      classes: classes.map((c) => ({ ...c, conflict: (c.conflict === 1 ? 1 : 0) as Flag })),
      raceClasses: pairs.filter((pair) => classIds.has(pair.class_id)),
    };
  }

  async function create(viewer: Viewer, input: CharacterCreate): Promise<Character> {
    const id = await db.transaction().execute(async (trx) => {
      await lockUser(trx, viewer.id);
      const [existing, race, cls, raceClasses, classProfessions, avatarUploadExists, hasActive] =
        await Promise.all([
          repo.countCharactersOfUser(trx, viewer.id),
          creation.findRace(trx, input.race_id),
          creation.findClass(trx, input.class_id),
          creation.findRaceClassLinks(trx, input.race_id, input.class_id),
          creation.listClassProfessionOptions(trx, input.class_id),
          creation.ownUploadExists(trx, input.avatar_path, viewer.id),
          repo.hasActiveCharacter(trx, viewer.id),
        ]);
      enforce(
        checkCharacterCreation(input, {
          existingCharacters: existing,
          conflictAllowed: viewer.conflict_allowed === 1,
          race,
          cls,
          raceClasses,
          classProfessions,
          avatarUploadExists,
        }),
      );
      // A chosen upload's grace period starts again, so a sweep now cannot take it.
      await deps.touchUploads(trx, [input.avatar_path], new Date().toISOString());
      return repo.insertCharacter(trx, {
        userId: viewer.id,
        name: input.name,
        raceId: input.race_id,
        classId: input.class_id,
        avatarPath: input.avatar_path,
        // The first character is the active one; so is a new one when none is active.
        isActive: !hasActive,
        professionIds: orderCharacterProfessions(classProfessions, input.profession_ids),
        startingXp: deps.startingXp,
        startingXpReason: xpReasonFor(XP_REASON_KEYS.starting),
      });
    });
    return load(id);
  }

  async function get(viewer: Viewer, id: number): Promise<Character> {
    return present(await readable(viewer, id));
  }

  async function update(viewer: Viewer, id: number, input: CharacterUpdate): Promise<Character> {
    if (input.avatar_path === undefined) {
      // The card's text alone, the common save: one statement checks the owner and writes.
      const description = { description: input.description };
      if (await repo.updateOwnCharacterFields(db, id, viewer.id, description)) return load(id);
      await owned(viewer, id); // Says why nothing changed: no such character, or another's.
      throw notFound('character');
    }
    const record = await owned(viewer, id);
    const avatarPath = input.avatar_path;
    if (avatarPath === undefined || avatarPath === record.avatar_path) {
      await repo.updateCharacterFields(db, id, { description: input.description });
      return load(id);
    }
    await db.transaction().execute(async (trx) => {
      await lockCharacter(trx, id);
      enforce(
        checkAvatarPath(avatarPath, await creation.ownUploadExists(trx, avatarPath, viewer.id)),
      );
      const previous = (await repo.findCharacter(trx, id))?.avatar_path;
      await repo.updateCharacterFields(trx, id, {
        avatar_path: avatarPath,
        description: input.description,
      });
      // The new image is taken and the replaced one let go: both count their grace period
      // from now, and the replaced one is deleted once it has passed and nothing uses it.
      await deps.touchUploads(
        trx,
        [avatarPath, ...(previous ? [previous] : [])],
        new Date().toISOString(),
      );
    });
    return load(id);
  }

  async function setActive(viewer: Viewer, id: number): Promise<Character> {
    await owned(viewer, id);
    await db.transaction().execute(async (trx) => {
      await lockUser(trx, viewer.id);
      await repo.setOnlyActiveCharacter(trx, viewer.id, id);
    });
    return load(id);
  }

  /**
   * The owner swaps professions: the creation rules hold (six, the mandatory ones kept,
   * optional ones the class offers up to its limit), and a profession with unlocked
   * abilities stays. One transaction, audited.
   */
  async function updateProfessions(
    viewer: Viewer,
    id: number,
    input: CharacterProfessionsUpdate,
  ): Promise<Character> {
    await owned(viewer, id);
    await db.transaction().execute(async (trx) => {
      await lockCharacter(trx, id);
      const record = await repo.findCharacter(trx, id);
      if (!record) throw notFound('character');
      const [cls, options, current, stored] = await Promise.all([
        creation.findClass(trx, record.class_id),
        creation.listClassProfessionOptions(trx, record.class_id),
        repo.listCharacterProfessions(trx, [id]),
        sheet.listStoredAbilities(trx, id),
      ]);
      if (!cls) throw notFound('class');
      enforce(checkProfessionChoice(cls, options, input.profession_ids));
      const next = orderCharacterProfessions(options, input.profession_ids);
      for (const profession of current) {
        if (!next.includes(profession.id)) enforce(checkProfessionRemoval(stored, profession.id));
      }
      const before = current.map((profession) => profession.id);
      if (before.join() === next.join()) return;
      await repo.replaceCharacterProfessions(trx, id, next);
      await recordAudit(trx, {
        actorId: viewer.id,
        action: 'set-professions',
        entity: 'character',
        entityId: id,
        before: { profession_ids: before },
        after: { profession_ids: next },
      });
    });
    return load(id);
  }

  async function canRemoveProfession(
    viewer: Viewer,
    id: number,
    professionId: number,
  ): Promise<CanRemoveProfessionResponse> {
    await readable(viewer, id);
    // A profession the character does not have cannot be removed: the question is a 404.
    const professions = await repo.listCharacterProfessions(db, [id]);
    if (!professions.some((profession) => profession.id === professionId)) {
      throw notFound('profession');
    }
    const stored = await sheet.listStoredAbilities(db, id);
    return { canRemove: checkProfessionRemoval(stored, professionId).ok };
  }

  async function sheetRows(id: number, allowUpdate: number): Promise<CharacterAbilitiesResponse> {
    const rows = await sheet.listSheetRows(db, id);
    return rows.map((row) => toCharacterAbility(row, allowUpdate));
  }

  async function abilities(viewer: Viewer, id: number): Promise<CharacterAbilitiesResponse> {
    const record = await readable(viewer, id);
    return sheetRows(id, record.allow_update);
  }

  /**
   * SPEC.md 6: the owner or staff assign abilities. One transaction reads what the save is
   * judged by once (the character held, with its XP), writes, and the answer is built from
   * what the save knows: the sheet as ids and states (the client has the rules text).
   */
  async function saveAbilities(
    viewer: Viewer,
    id: number,
    next: readonly AbilitySelection[],
  ): Promise<SaveAbilitiesResponse> {
    const { rows, xp, offers } = await db.transaction().execute(async (trx) => {
      const state = await sheetSave.readSheetSaveState(trx, id);
      if (!state || !canAccessCharacter(viewer, state)) throw notFound('character');
      const rules: SheetRules = {
        professionIds: state.professionIds,
        offers: state.offers,
        xp: state.xp,
      };
      // The refusal names the empty slot (ability_id) so the client can point at it.
      enforce(checkSheetSave(rules, state.stored, state.allow_update, next));
      const saved = saveSheet(next);
      await sheetSave.writeSheet(trx, id, state.stored, saved.rows);
      return { rows: saved.rows, xp: state.xp, offers: state.offers };
    });
    return {
      abilities: rows.map((row) => toSavedAbility(row, 0)),
      xp,
      xp_spent: xpSpent(rows, offers),
      allow_update: 0,
    };
  }

  /** 1 reopens the sheet (staff only); 0 closes it again (the owner too). */
  async function setAllowUpdate(viewer: Viewer, id: number, value: Flag): Promise<Character> {
    const before = await readable(viewer, id);
    const staff = canManageUsers(viewer.role);
    if (value === 1 && !staff) throw forbidden('Only staff can unlock a character sheet');
    await db.transaction().execute(async (trx) => {
      await repo.updateCharacterFields(trx, id, { allow_update: value });
      if (staff) {
        await recordAudit(trx, {
          actorId: viewer.id,
          action: value === 1 ? 'unlock-sheet' : 'lock-sheet',
          entity: 'character',
          entityId: id,
          before: { allow_update: before.allow_update },
          after: { allow_update: value },
        });
      }
    });
    return load(id);
  }

  async function activeSpecialAbilities(
    viewer: Viewer,
    type: SpecialAbilityType | undefined,
  ): Promise<ActiveSpecialAbilitiesResponse> {
    const active = await repo.findActiveCharacterId(db, viewer.id);
    if (!active) return [];
    return sheet.listChosenSpecialAbilities(db, active.id, type);
  }

  /**
   * One ledger row per character, all in one transaction. A negative award is a
   * correction; it may never take a character below the XP its sheet has spent (409
   * naming the character, nothing written).
   */
  async function awardXpMany(actor: Viewer, input: XpAwardsCreate): Promise<XpAwardsResponse> {
    const ids = [...new Set(input.character_ids)];
    const rows = await db.transaction().execute(async (trx) => {
      const awards = [];
      for (const id of [...ids].sort((a, b) => a - b)) {
        await lockCharacter(trx, id);
        const record = await repo.findCharacter(trx, id);
        if (!record) throw notFound('character');
        if (record.xp + input.amount < record.xp_spent) {
          throw conflict(
            XP_ERROR_CODES.belowSpent,
            `${record.name} has spent ${record.xp_spent} XP; the award would leave ${record.xp + input.amount} XP`,
            [{ field: 'character_ids', message: record.name }],
            { character_id: id, xp: record.xp, xp_spent: record.xp_spent },
          );
        }
        const award = await ledger.insertXpAward(trx, {
          characterId: id,
          amount: input.amount,
          reason: input.reason,
          awardedBy: actor.id,
        });
        await recordAudit(trx, {
          actorId: actor.id,
          action: 'xp-award',
          entity: 'character',
          entityId: id,
          after: { amount: input.amount, reason: input.reason },
        });
        awards.push(award);
      }
      // A correction (a negative amount) is not news to the player.
      await deps.xpLedger.tellOwners(
        trx,
        awards
          .filter((award) => award.amount > 0)
          .map((award) => ({
            characterId: award.character_id,
            amount: award.amount,
            reason: award.reason,
          })),
      );
      return awards;
    });
    return { awards: rows.map((row) => toXpAward({ ...row, awarded_by_name: actor.name })) };
  }

  async function awardXp(actor: Viewer, id: number, input: XpAwardCreate): Promise<XpAward> {
    const { awards } = await awardXpMany(actor, { ...input, character_ids: [id] });
    const [award] = awards;
    if (!award) throw notFound('character');
    return award;
  }

  async function xpLedger(viewer: Viewer, id: number): Promise<XpLedgerResponse> {
    const record = await readable(viewer, id);
    const entries = await ledger.listXpAwards(db, id);
    return { xp: record.xp, entries: entries.map(toXpAward) };
  }

  async function setOrganizerAbilities(
    actor: Viewer,
    id: number,
    input: OrganizerAbilitiesUpdate,
  ): Promise<Character> {
    const before = await repo.findCharacter(db, id);
    if (!before) throw notFound('character');
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as Partial<Record<keyof OrganizerAbilitiesUpdate, string | null>>;
    await db.transaction().execute(async (trx) => {
      await repo.updateCharacterFields(trx, id, changes);
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'organizer-abilities',
        entity: 'character',
        entityId: id,
        before: Object.fromEntries(
          Object.keys(changes).map((k) => [k, before[k as keyof typeof changes]]),
        ),
        after: changes,
      });
    });
    return load(id);
  }

  return {
    list,
    create,
    get,
    update,
    setActive,
    canRemoveProfession,
    updateProfessions,
    abilities,
    saveAbilities,
    setAllowUpdate,
    activeSpecialAbilities,
    awardXp,
    awardXpMany,
    xpLedger,
    setOrganizerAbilities,
  };
}

export type CharactersService = ReturnType<typeof createCharactersService>;

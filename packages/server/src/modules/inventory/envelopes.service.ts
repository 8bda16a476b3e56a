import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import {
  BANK,
  INVENTORY_ERROR_CODES,
  type CharacterEnvelope,
  type Envelope,
  type EnvelopeSchema,
  type EnvelopeTarget,
  type EventEnvelopesResponse,
} from '@club/shared/contract/inventory';
import type { ErrorDetail } from '@club/shared/contract/errors';
import { envelopeFor, handBackFor, type EnvelopeCharacter } from '@club/shared/rules/inventory';
import { knownLanguageKeys, languageNameKey } from '@club/shared/rules/languages';
import { canMoveItems } from '@club/shared/rules/permissions';
import type { Database, Db } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import type { GateStep } from '../events/events-context';
import { listDocuments, listLanguageNames } from '../documents/documents.repository';
import * as repo from './envelopes.repository';
import { findItemTypes } from './item-types.repository';
import { makePieces, moveCounted, movePiece, type Step } from './ledger';
import * as ledger from './ledger.repository';

export type EnvelopeInput = z.output<typeof EnvelopeSchema>;

export interface EnvelopeViewer {
  id: number;
  role: string;
}

const TARGET_KINDS = {
  all: null,
  class_id: 'class',
  profession_id: 'profession',
  ability_id: 'ability',
  special_ability_id: 'special_ability',
  character_id: 'character',
} as const;

const TARGET_TABLES = {
  class: 'classes',
  profession: 'professions',
  ability: 'abilities',
  special_ability: 'special_abilities',
  character: 'characters',
} as const;

type TargetKind = keyof typeof TARGET_TABLES;

function toStored(target: EnvelopeTarget): { target_kind: string; target_id: number | null } {
  if ('all' in target) return { target_kind: 'all', target_id: null };
  const [field, id] = Object.entries(target)[0] as [keyof typeof TARGET_KINDS, number];
  return { target_kind: TARGET_KINDS[field] ?? 'all', target_id: id };
}

function toTarget(kind: string, id: number | null): EnvelopeTarget {
  if (kind === 'all' || id === null) return { all: true };
  const field = (Object.keys(TARGET_KINDS) as (keyof typeof TARGET_KINDS)[]).find(
    (key) => TARGET_KINDS[key] === kind,
  );
  return { [field ?? 'character_id']: id } as EnvelopeTarget;
}

async function readEnvelope(db: Db, eventId: number): Promise<Envelope> {
  const stored = await repo.readEnvelope(db, eventId);
  return {
    rules: stored.rules.map((rule) => ({
      to: toTarget(rule.target_kind, rule.target_id),
      items: stored.lines
        .filter((line) => line.rule_id === rule.id)
        .map((line) => ({ item_type_id: line.item_type_id, quantity: line.quantity })),
    })),
    hand_back: stored.handBack,
  };
}

/** Every id the envelope names must exist; the first that does not is a 400 naming its field. */
async function checkEnvelope(db: Db, input: EnvelopeInput): Promise<void> {
  const problems: ErrorDetail[] = [];
  const typeIds = [
    ...input.rules.flatMap((rule) => rule.items.map((line) => line.item_type_id)),
    ...input.hand_back.map((limit) => limit.item_type_id),
  ];
  const types = new Set((await findItemTypes(db, [...new Set(typeIds)])).map((type) => type.id));
  input.rules.forEach((rule, i) =>
    rule.items.forEach((line, j) => {
      if (!types.has(line.item_type_id)) {
        problems.push({
          field: `rules[${i}].items[${j}].item_type_id`,
          message: 'Unknown item type',
        });
      }
    }),
  );
  const seen = new Set<number>();
  input.hand_back.forEach((limit, i) => {
    if (!types.has(limit.item_type_id)) {
      problems.push({ field: `hand_back[${i}].item_type_id`, message: 'Unknown item type' });
    } else if (seen.has(limit.item_type_id)) {
      problems.push({ field: `hand_back[${i}].item_type_id`, message: 'Listed twice' });
    }
    seen.add(limit.item_type_id);
  });
  const stored = input.rules.map((rule) => toStored(rule.to));
  for (const kind of Object.keys(TARGET_TABLES) as TargetKind[]) {
    const ids = stored.flatMap((rule) =>
      rule.target_kind === kind && rule.target_id !== null ? [rule.target_id] : [],
    );
    const known = await repo.existingIds(db, TARGET_TABLES[kind], ids);
    stored.forEach((rule, i) => {
      if (rule.target_kind === kind && rule.target_id !== null && !known.has(rule.target_id)) {
        problems.push({ field: `rules[${i}].to`, message: `Unknown ${kind.replace('_', ' ')}` });
      }
    });
  }
  const first = problems[0];
  if (first) {
    const code =
      first.message === 'Unknown item type' ? INVENTORY_ERROR_CODES.unknownItemType : undefined;
    throw badRequest(`Invalid envelope: ${first.field}: ${first.message}`, problems, code);
  }
}

export interface EnvelopesDeps {
  db: Kysely<Database>;
}

/**
 * The envelope at the gate ("kuverten"): what staff decide each arriving character of an
 * event receives, granted at check-in, and what a departing one hands back. Both happen
 * once per character and event (`envelope_deliveries`), however often the gate's queued
 * tap arrives.
 */
export function createEnvelopesService({ db }: EnvelopesDeps) {
  async function requireEvent(trx: Db, eventId: number) {
    const event = await trx
      .selectFrom('events')
      .select(['id', 'title'])
      .where('id', '=', eventId)
      .executeTakeFirst();
    if (!event) throw notFound('event');
    return event;
  }

  async function get(viewer: EnvelopeViewer, eventId: number): Promise<Envelope> {
    if (!canMoveItems(viewer.role)) throw forbidden();
    await requireEvent(db, eventId);
    return readEnvelope(db, eventId);
  }

  async function put(
    viewer: EnvelopeViewer,
    eventId: number,
    input: EnvelopeInput,
  ): Promise<Envelope> {
    if (!canMoveItems(viewer.role)) throw forbidden();
    return db.transaction().execute(async (trx) => {
      await requireEvent(trx, eventId);
      await checkEnvelope(trx, input);
      const before = await readEnvelope(trx, eventId);
      await repo.replaceEnvelope(trx, eventId, {
        rules: input.rules.map((rule) => ({ ...toStored(rule.to), lines: rule.items })),
        handBack: input.hand_back,
      });
      const after = await readEnvelope(trx, eventId);
      await recordAudit(trx, {
        actorId: viewer.id,
        action: 'envelope',
        entity: 'event',
        entityId: eventId,
        before,
        after,
      });
      return after;
    });
  }

  /**
   * GET /events/{id}/envelopes: each confirmed player's envelope. Handed out, it is what
   * the ledger's envelope rows gave; not yet, what the rules give the character now. With
   * each, the visible documents in the languages the character reads, for the slip.
   */
  async function list(viewer: EnvelopeViewer, eventId: number): Promise<EventEnvelopesResponse> {
    if (!canMoveItems(viewer.role)) throw forbidden();
    await requireEvent(db, eventId);
    const players = await repo.confirmedPlayers(db, eventId);
    const ids = players.map((player) => player.character_id);
    const [envelope, characters, deliveries, given, specials, languages, documents] =
      await Promise.all([
        readEnvelope(db, eventId),
        repo.envelopeCharacters(db, ids),
        repo.listDeliveries(db, eventId),
        ledger.envelopeRowsOf(db, eventId),
        repo.characterSpecialAbilities(db, ids),
        listLanguageNames(db),
        listDocuments(db, { languageId: null, includeHidden: false }),
      ]);
    const typeIds = envelope.rules.flatMap((rule) => rule.items.map((line) => line.item_type_id));
    const types = new Map(
      (await findItemTypes(db, [...new Set(typeIds)])).map((type) => [type.id, type]),
    );
    const byCharacter = new Map(characters.map((character) => [character.id, character]));
    const languageName = new Map(languages.map((language) => [language.id, language.name]));

    const envelopes: CharacterEnvelope[] = players.map((player) => {
      const delivered = (step: string) =>
        deliveries.find((row) => row.character_id === player.character_id && row.step === step)
          ?.created_at ?? null;
      const grantedAt = delivered('grant');
      const character = byCharacter.get(player.character_id);
      const items =
        grantedAt !== null
          ? given
              .filter((row) => row.to_character_id === player.character_id)
              .map((row) => ({
                item_type_id: row.item_type_id,
                name: row.name,
                unit: row.unit,
                quantity: row.quantity,
              }))
          : character
            ? envelopeFor(character, envelope.rules).flatMap((line) => {
                const type = types.get(line.item_type_id);
                return type
                  ? [
                      {
                        item_type_id: type.id,
                        name: type.name,
                        unit: type.unit,
                        quantity: line.quantity,
                      },
                    ]
                  : [];
              })
            : [];
      const known = knownLanguageKeys(
        specials.filter((row) => row.character_id === player.character_id),
      );
      return {
        signup_id: player.signup_id,
        character_id: player.character_id,
        character_name: player.character_name,
        player_name: player.player_name,
        items,
        granted_at: grantedAt,
        handed_back_at: delivered('hand_back'),
        documents: documents.flatMap((document) => {
          const language = languageName.get(document.language_id);
          return language !== undefined && known.has(languageNameKey(language))
            ? [{ id: document.id, title: document.title, language }]
            : [];
        }),
      };
    });
    return { envelopes };
  }

  /**
   * Check-in: the character's envelope from the bank, once. Runs inside the attendance's
   * transaction; a second check-in of the same character at the event (a doubled tap, a
   * queued one sent again, an undo and a new arrival) finds the step claimed and gives
   * nothing.
   */
  async function grant(trx: Transaction<Database>, gate: GateStep): Promise<void> {
    const first = await repo.claimDelivery(trx, {
      event_id: gate.eventId,
      character_id: gate.characterId,
      step: 'grant',
      signup_id: gate.signupId,
      actor_id: gate.actorId,
      created_at: gate.at,
    });
    if (!first) return;
    const [character] = await repo.envelopeCharacters(trx, [gate.characterId]);
    if (!character) return;
    const envelope = await readEnvelope(trx, gate.eventId);
    const lines = envelopeFor(character as EnvelopeCharacter, envelope.rules);
    const types = new Map(
      (
        await findItemTypes(
          trx,
          lines.map((line) => line.item_type_id),
        )
      ).map((type) => [type.id, type]),
    );
    const step: Step = {
      cause: 'envelope',
      reason: `Kuvert: ${gate.eventTitle}`,
      actorId: gate.actorId,
      eventId: gate.eventId,
      at: gate.at,
    };
    const to = { character_id: gate.characterId };
    for (const line of lines) {
      const type = types.get(line.item_type_id);
      if (!type) continue;
      if (type.is_unique === 1) await makePieces(trx, { type, count: line.quantity, to }, step);
      else await moveCounted(trx, { from: BANK, to, type, quantity: line.quantity }, step);
    }
  }

  /**
   * Check-out: of each type the envelope limits, what the character holds above the limit
   * goes to the bank, once (the newest pieces of a unique type first).
   */
  async function handBack(trx: Transaction<Database>, gate: GateStep): Promise<void> {
    const first = await repo.claimDelivery(trx, {
      event_id: gate.eventId,
      character_id: gate.characterId,
      step: 'hand_back',
      signup_id: gate.signupId,
      actor_id: gate.actorId,
      created_at: gate.at,
    });
    if (!first) return;
    const { handBack: limits } = await repo.readEnvelope(trx, gate.eventId);
    if (limits.length === 0) return;
    const types = new Map(
      (
        await findItemTypes(
          trx,
          limits.map((limit) => limit.item_type_id),
        )
      ).map((type) => [type.id, type]),
    );
    const from = { character_id: gate.characterId };
    const held = new Map(
      (await ledger.balancesOf(trx, [gate.characterId])).map((row) => [
        row.item_type_id,
        row.quantity,
      ]),
    );
    const pieces = await ledger.piecesHeldBy(trx, [gate.characterId]);
    const step: Step = {
      cause: 'hand_back',
      reason: `Afleveret ved udtjek: ${gate.eventTitle}`,
      actorId: gate.actorId,
      eventId: gate.eventId,
      at: gate.at,
    };
    for (const line of handBackFor(held, limits)) {
      const type = types.get(line.item_type_id);
      if (!type) continue;
      if (type.is_unique !== 1) {
        await moveCounted(trx, { from, to: BANK, type, quantity: line.quantity }, step);
        continue;
      }
      const ofType = pieces.filter((piece) => piece.item_type_id === type.id).reverse();
      for (const piece of ofType.slice(0, line.quantity)) {
        await movePiece(trx, { from, to: BANK, itemId: piece.id }, step);
      }
    }
  }

  return { get, put, list, grant, handBack };
}

export type EnvelopesService = ReturnType<typeof createEnvelopesService>;

import type { Db } from '../../db/schema';

/** An event's envelope as stored: rules in order with their lines, and the hand-back limits. */
export async function readEnvelope(db: Db, eventId: number) {
  const rules = await db
    .selectFrom('envelope_rules')
    .select(['id', 'target_kind', 'target_id'])
    .where('event_id', '=', eventId)
    .orderBy('position')
    .execute();
  const lines =
    rules.length === 0
      ? []
      : await db
          .selectFrom('envelope_lines')
          .select(['rule_id', 'item_type_id', 'quantity'])
          .where(
            'rule_id',
            'in',
            rules.map((rule) => rule.id),
          )
          .orderBy('rule_id')
          .orderBy('position')
          .execute();
  const handBack = await db
    .selectFrom('envelope_hand_backs')
    .select(['item_type_id', 'keep'])
    .where('event_id', '=', eventId)
    .orderBy('position')
    .execute();
  return { rules, lines, handBack };
}

/** Replaces the event's envelope with these rules and limits. */
export async function replaceEnvelope(
  db: Db,
  eventId: number,
  envelope: {
    rules: readonly {
      target_kind: string;
      target_id: number | null;
      lines: readonly { item_type_id: number; quantity: number }[];
    }[];
    handBack: readonly { item_type_id: number; keep: number }[];
  },
): Promise<void> {
  const old = db.selectFrom('envelope_rules').select('id').where('event_id', '=', eventId);
  await db.deleteFrom('envelope_lines').where('rule_id', 'in', old).execute();
  await db.deleteFrom('envelope_rules').where('event_id', '=', eventId).execute();
  await db.deleteFrom('envelope_hand_backs').where('event_id', '=', eventId).execute();
  for (const [position, rule] of envelope.rules.entries()) {
    const { id } = await db
      .insertInto('envelope_rules')
      .values({
        event_id: eventId,
        position,
        target_kind: rule.target_kind,
        target_id: rule.target_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('envelope_lines')
      .values(
        rule.lines.map((line, index) => ({
          rule_id: id,
          position: index,
          item_type_id: line.item_type_id,
          quantity: line.quantity,
        })),
      )
      .execute();
  }
  if (envelope.handBack.length > 0) {
    await db
      .insertInto('envelope_hand_backs')
      .values(
        envelope.handBack.map((limit, position) => ({
          event_id: eventId,
          item_type_id: limit.item_type_id,
          position,
          keep: limit.keep,
        })),
      )
      .execute();
  }
}

/**
 * Claims an envelope step ('grant' or 'hand_back') for a character at an event: true for
 * the first claim, false when it was claimed before (the step then does nothing).
 */
export async function claimDelivery(
  db: Db,
  values: {
    event_id: number;
    character_id: number;
    step: 'grant' | 'hand_back';
    signup_id: number | null;
    actor_id: number | null;
    created_at: string;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('envelope_deliveries')
    .values(values)
    .onConflict((oc) => oc.columns(['event_id', 'character_id', 'step']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function listDeliveries(db: Db, eventId: number) {
  return db
    .selectFrom('envelope_deliveries')
    .select(['character_id', 'step', 'created_at'])
    .where('event_id', '=', eventId)
    .execute();
}

/** What an envelope rule is matched against: a character's class, professions and sheet. */
export async function envelopeCharacters(db: Db, characterIds: readonly number[]) {
  if (characterIds.length === 0) return [];
  const ids = [...characterIds];
  const [characters, professions, abilities] = await Promise.all([
    db.selectFrom('characters').select(['id', 'class_id']).where('id', 'in', ids).execute(),
    db
      .selectFrom('character_professions')
      .select(['character_id', 'profession_id'])
      .where('character_id', 'in', ids)
      .execute(),
    db
      .selectFrom('character_abilities')
      .select(['character_id', 'ability_id', 'special_ability_id'])
      .where('character_id', 'in', ids)
      .execute(),
  ]);
  return characters.map((character) => {
    const own = abilities.filter((row) => row.character_id === character.id);
    return {
      id: character.id,
      class_id: character.class_id,
      profession_ids: professions
        .filter((row) => row.character_id === character.id)
        .map((row) => row.profession_id),
      ability_ids: own.map((row) => row.ability_id),
      special_ability_ids: own.flatMap((row) =>
        row.special_ability_id === null ? [] : [row.special_ability_id],
      ),
    };
  });
}

/** The chosen special abilities of the characters, by name and type (which languages they read). */
export function characterSpecialAbilities(db: Db, characterIds: readonly number[]) {
  if (characterIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('character_abilities as ca')
    .innerJoin('special_abilities as s', 's.id', 'ca.special_ability_id')
    .select(['ca.character_id', 's.name', 's.type'])
    .where('ca.character_id', 'in', [...characterIds])
    .execute();
}

/** The confirmed players of an event who named a character, in arrival-list order. */
export function confirmedPlayers(db: Db, eventId: number) {
  return db
    .selectFrom('event_signups as s')
    .innerJoin('characters as c', 'c.id', 's.character_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id as signup_id',
      'c.id as character_id',
      'c.name as character_name',
      'u.name as player_name',
    ])
    .where('s.event_id', '=', eventId)
    .where('s.status', '=', 'confirmed')
    .where('s.role', '=', 'player')
    .orderBy('c.name')
    .orderBy('s.id')
    .execute();
}

/** Which of these ids name an existing row of the table (an envelope's targets). */
export async function existingIds(
  db: Db,
  table: 'classes' | 'professions' | 'abilities' | 'special_abilities' | 'characters',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

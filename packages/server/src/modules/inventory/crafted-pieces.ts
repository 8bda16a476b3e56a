import type { Crafted } from '@club/shared/contract/inventory';
import { isSpoiled, keepsUntil } from '@club/shared/rules/crafting';
import type { Db } from '../../db/schema';

/**
 * What a crafted piece says of its making (decision 030): the maker, the time, the event,
 * the recipe's effect, and the last event it keeps through; spoiled once that event has
 * ended. Nothing is stored of "spoiled": it follows from the season's events as they are.
 */

/** The season's events that count for keeping (not drafts, not cancelled). */
export function keepingEvents(db: Db) {
  return db
    .selectFrom('events')
    .select(['id', 'title', 'starts_at', 'ends_at'])
    .where('status', 'not in', ['draft', 'cancelled'])
    .execute();
}

/** The making of each crafted piece among `itemIds`, and whether it is spoiled at `now`. */
export async function craftedInfo(
  db: Db,
  itemIds: readonly number[],
  now: string,
): Promise<Map<number, { crafted: Crafted; spoiled: boolean }>> {
  const out = new Map<number, { crafted: Crafted; spoiled: boolean }>();
  if (itemIds.length === 0) return out;
  const rows = await db
    .selectFrom('items as i')
    .leftJoin('characters as c', 'c.id', 'i.made_by_character_id')
    .leftJoin('events as e', 'e.id', 'i.made_at_event_id')
    .leftJoin('special_abilities as s', 's.id', 'i.recipe_special_ability_id')
    .select([
      'i.id',
      'i.created_at',
      'i.keeps_events',
      'i.made_at_event_id',
      'c.name as maker',
      'e.title as event_title',
      'e.starts_at as event_starts_at',
      'e.ends_at as event_ends_at',
      's.effect',
    ])
    .where('i.id', 'in', [...itemIds])
    .where('i.craft_id', 'is not', null)
    .execute();
  if (rows.length === 0) return out;
  const events = rows.some((row) => row.keeps_events !== null) ? await keepingEvents(db) : [];
  for (const row of rows) {
    const event =
      row.made_at_event_id !== null && row.event_title !== null
        ? {
            id: row.made_at_event_id,
            title: row.event_title,
            starts_at: row.event_starts_at!,
            ends_at: row.event_ends_at!,
          }
        : null;
    const until = keepsUntil({ at: row.created_at, event }, row.keeps_events, events);
    out.set(row.id, {
      crafted: {
        by: row.maker,
        made_at: row.created_at,
        event: event ? { id: event.id, title: event.title } : null,
        effect: row.effect ?? '',
        keeps_events: row.keeps_events,
        keeps_until: until ? { id: until.id, title: until.title, ends_at: until.ends_at } : null,
      },
      spoiled: isSpoiled(until, now),
    });
  }
  return out;
}

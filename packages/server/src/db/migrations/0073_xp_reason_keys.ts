import { sql, type Kysely } from 'kysely';

/**
 * The XP the app writes itself (a new character's start, settling an event, an approved
 * report) names its reason as a message key and its parameters, so each reader sees it in
 * their own language; `reason` keeps the Danish text for anything reading the row as it
 * is. What staff write by hand stays text (no key).
 *
 * Rows written before carry the Danish texts those writers used; they get their keys.
 * The texts are written out: a migration must do what it did when the code moves on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('xp_awards').addColumn('reason_key', 'text').execute();
  await db.schema.alterTable('xp_awards').addColumn('reason_params', 'text').execute();

  await sql`
    update xp_awards set reason_key = 'xp.reasons.starting', reason_params = '{}'
    where reason = 'Start-XP'`.execute(db);

  // "Arrangement: <title> (crew)", "Arrangement: <title>", "Efterspilsrapport: <title>".
  const rows = await sql<{ id: number; reason: string }>`
    select id, reason from xp_awards
    where reason_key is null
      and (reason like 'Arrangement: %' or reason like 'Efterspilsrapport: %')`.execute(db);
  for (const row of rows.rows) {
    const keyed = keyOf(row.reason);
    if (!keyed) continue;
    await sql`
      update xp_awards set reason_key = ${keyed.key}, reason_params = ${JSON.stringify({ event: keyed.event })}
      where id = ${row.id}`.execute(db);
  }
}

function keyOf(reason: string): { key: string; event: string } | null {
  const report = /^Efterspilsrapport: (.+)$/s.exec(reason);
  if (report) return { key: 'xp.reasons.report', event: report[1]! };
  const crew = /^Arrangement: (.+) \(crew\)$/s.exec(reason);
  if (crew) return { key: 'xp.reasons.eventCrew', event: crew[1]! };
  const player = /^Arrangement: (.+)$/s.exec(reason);
  if (player) return { key: 'xp.reasons.event', event: player[1]! };
  return null;
}

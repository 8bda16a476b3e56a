import type { Db } from './schema';

const RULES_TABLES = [
  'races',
  'classes',
  'professions',
  'abilities',
  'special_abilities',
  'languages',
  'item_types',
] as const;

/**
 * Whether any rules data (races, classes, professions, abilities, special abilities,
 * languages, the catalogue of item types) exists: the demo world and a rules file load only into a database without.
 */
export async function hasRulesData(db: Db): Promise<boolean> {
  for (const table of RULES_TABLES) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

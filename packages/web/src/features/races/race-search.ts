import type { RaceWithClasses } from '@club/shared/contract/rules';
import { matchesSearch } from '../../components/search-field';

/** Races whose name, description or an allowed class's name contains the query. */
export function filterRaces<T extends RaceWithClasses>(races: T[], query: string): T[] {
  return races.filter((race) =>
    matchesSearch(query, [race.name, race.description, ...race.allowed_classes.map((c) => c.name)]),
  );
}

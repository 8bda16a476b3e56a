import type { Class } from '@club/shared/contract/rules';
import { matchesSearch } from '../../components/search-field';

/** Classes whose name or description contains the query, case-insensitive. */
export function filterClasses(classes: Class[], query: string): Class[] {
  return classes.filter((c) => matchesSearch(query, [c.name, c.description]));
}

import { invalidField } from '../../errors';

/** Refuses a list that names an id twice: an ordered list must say where each one goes. */
export function assertNoDuplicates(ids: readonly number[], field: string): void {
  const seen = new Set<number>();
  const twice = ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  if (twice.length > 0)
    throw invalidField(field, `Listed more than once: ${[...new Set(twice)].join(', ')}`);
}

/** Refuses ids that name nothing. */
export function assertKnownIds(
  ids: readonly number[],
  known: ReadonlySet<number>,
  field: string,
): void {
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw invalidField(field, `Unknown id: ${[...new Set(unknown)].join(', ')}`);
}

/** Who is changing rules data, for the audit log. */
export interface Actor {
  id: number;
}

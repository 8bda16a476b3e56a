import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who acts for whom in the request at hand: a guardian acting as a person of their
 * household (X-Act-As, decision 031). Every rule runs as for the person, so services pass
 * the person as the actor; the audit row still has to name the guardian who did it, and
 * threading the guardian through every service would have touched every write. The auth
 * plugin opens a scope per request and fills it in once the act-as check has passed;
 * recordAudit reads it. Outside a request (jobs, the command line) there is none.
 */
export interface ActingFor {
  guardianId: number;
  personId: number;
}

const scopes = new AsyncLocalStorage<{ acting: ActingFor | null }>();

/** Runs `next` (the rest of a request) in a scope of its own, nobody acted for yet. */
export function withActingScope(next: () => void): void {
  scopes.run({ acting: null }, next);
}

/** The request at hand is a guardian's acting as a person: set once the check passed. */
export function noteActingFor(acting: ActingFor): void {
  const scope = scopes.getStore();
  if (scope) scope.acting = acting;
}

/** The guardian and person of the request at hand, if it is made acting as someone. */
export function actingFor(): ActingFor | null {
  return scopes.getStore()?.acting ?? null;
}

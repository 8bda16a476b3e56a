/**
 * Every API path the web app calls (SPEC.md 7), relative to `{base}api/`, built in one
 * place as config/paths.ts builds the screens'. Nothing else types an API path; a read's
 * cache key is made from its path (api/api-query.ts), so one path is one cached answer.
 *
 * Import it as a namespace: `import * as apiPaths from '…/config/api-paths'`, then
 * `apiPaths.characters.abilities(id)`. One file per area, so that a chunk carries only the
 * areas its screens call. The app's entry imports two of them itself, so that it carries
 * nothing else: ./session (the login page and the API client) and ./first-reads (what the
 * pages behind the login read before the app has loaded).
 */
export * from './session';
export * from './password';
export * from './characters';
export * from './rules';
export * from './events';
export * from './members';
export * from './inventory';
export * from './crafting';

/**
 * What the service worker may keep for reading offline, and who it belongs to.
 *
 * The API knows the member only by the bearer header, which a cache keyed by URL cannot
 * see. So the client decides per request: a GET is marked with OFFLINE_CACHE_HEADER only
 * when it is rules data or the signed-in member's own character, and the service worker
 * stores marked answers only. The cache is tied to one user id: it is emptied on logout,
 * when a session ends, and when someone else signs in on the same device.
 */
import { apiUrl } from '../api/api-url';

export const OFFLINE_CACHE_NAME = 'club-offline-v1';
export const OFFLINE_CACHE_HEADER = 'X-Offline-Cache';
/** Set by the service worker on an answer it stored: when it was stored (ms since epoch). */
export const OFFLINE_STORED_AT_HEADER = 'X-Offline-Stored-At';
/** Set by the service worker when it answered from its cache instead of the network. */
export const OFFLINE_SERVED_HEADER = 'X-Offline-Served';

const OWNER_KEY = 'club.offline.owner';
const OWN_CHARACTERS_KEY = 'club.offline.characters';

/** Rules data every member reads alike (paths relative to `{base}api/`). */
const SHARED_PATHS: readonly RegExp[] = [
  /^races-classes$/,
  /^classes$/,
  /^classes\/\d+$/,
  /^classes\/\d+\/professions$/,
  /^professions$/,
  /^professions\/\d+\/abilities$/,
  /^abilities\/\d+\/special-abilities$/,
  /^special-abilities$/,
  /^languages$/,
  /^languages\/\d+\/font$/,
  /^documents$/,
  /^languages\/\d+\/documents$/,
  /^documents\/\d+$/,
];

/**
 * The member's own data: the list, the active character's languages, one character; the
 * events with the member's own sign-up and ticket in them; and for staff at the gate the
 * sign-up list of an event (a 403 to members, which is never stored). The store is the
 * signed-in user's alone and emptied on logout, so a staff member's list stays theirs. The
 * gate's envelopes of an event go with its sign-up list.
 */
const CHARACTER_LIST_PATH = /^characters$/;
const OWN_LIST_PATHS: readonly RegExp[] = [
  CHARACTER_LIST_PATH,
  /^characters\/active\/special-abilities\?type=[A-Za-z]+$/,
  /^events$/,
  /^events\/\d+$/,
  /^events\/\d+\/signups$/,
  /^events\/\d+\/envelopes$/,
  /^item-types$/,
];
const OWN_CHARACTER_PATH = /^characters\/(\d+)(?:\/(?:abilities|xp|print|inventory))?$/;

export function ownCharacterIds(): number[] {
  try {
    const raw = JSON.parse(localStorage.getItem(OWN_CHARACTERS_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** Called with what GET /characters answered: those ids are the member's own. */
export function rememberOwnCharacters(ids: readonly number[]): void {
  localStorage.setItem(OWN_CHARACTERS_KEY, JSON.stringify([...ids]));
}

/** Called with every GET's answer: the character list's says which are the member's own. */
export function noteOwnCharacters(path: string, answer: unknown): void {
  if (!CHARACTER_LIST_PATH.test(path)) return;
  const list = (answer as { characters?: { id?: unknown }[] } | null)?.characters;
  if (!Array.isArray(list)) return;
  rememberOwnCharacters(list.map((c) => c.id).filter((id): id is number => typeof id === 'number'));
}

/** May the answer to this GET be kept for offline reading? */
export function keepsOffline(path: string, ownIds: readonly number[] = ownCharacterIds()): boolean {
  const clean = path.replace(/^\/+/, '');
  if (SHARED_PATHS.some((pattern) => pattern.test(clean))) return true;
  if (OWN_LIST_PATHS.some((pattern) => pattern.test(clean))) return true;
  const own = OWN_CHARACTER_PATH.exec(clean);
  return own !== null && ownIds.includes(Number(own[1]));
}

async function deleteCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_CACHE_NAME);
}

/** Drops everything kept for offline reading and whose it was. */
export async function clearOfflineCache(): Promise<void> {
  localStorage.removeItem(OWNER_KEY);
  localStorage.removeItem(OWN_CHARACTERS_KEY);
  await deleteCache();
}

/** The cache now belongs to `userId`; another user's leftovers are dropped first. */
export async function claimOfflineCache(userId: number): Promise<void> {
  const owner = localStorage.getItem(OWNER_KEY);
  if (owner !== String(userId)) {
    localStorage.removeItem(OWN_CHARACTERS_KEY);
    await deleteCache();
  }
  localStorage.setItem(OWNER_KEY, String(userId));
}

export function offlineCacheOwner(): number | null {
  const owner = localStorage.getItem(OWNER_KEY);
  return owner === null ? null : Number(owner);
}

/** When the offline store kept its answer to this GET (ms since epoch); null: it holds none. */
export async function keptOfflineAt(path: string): Promise<number | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(OFFLINE_CACHE_NAME);
  const kept = await cache.match(apiUrl(path), { ignoreVary: true });
  const at = Number(kept?.headers.get(OFFLINE_STORED_AT_HEADER));
  return Number.isFinite(at) && at > 0 ? at : null;
}

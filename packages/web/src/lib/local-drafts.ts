/**
 * Text being written (a background, a report), kept on this device as the member types,
 * so nothing is lost to a closed tab, a dead battery or a bus without signal before the
 * server has it. Each draft is the signed-in member's: its key names them, and logging
 * out empties the store (`clearLocalDrafts`), as it does the offline cache.
 */
const PREFIX = 'club.draft.';

export interface LocalDraft {
  text: string;
  /** When it was typed (ISO). */
  at: string;
}

/** The key of one text of one member: `draftKey(7, 'background', 12)`. */
export function draftKey(userId: number, kind: string, id: number): string {
  return `${PREFIX}${userId}.${kind}.${id}`;
}

export function readLocalDraft(key: string): LocalDraft | null {
  try {
    const raw = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<LocalDraft> | null;
    return raw && typeof raw.text === 'string' && typeof raw.at === 'string'
      ? { text: raw.text, at: raw.at }
      : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(key: string, text: string, at = new Date().toISOString()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ text, at } satisfies LocalDraft));
  } catch {
    // A full store keeps nothing here; the server still gets the text when it can.
  }
}

export function removeLocalDraft(key: string): void {
  localStorage.removeItem(key);
}

/**
 * Drops the drafts on this device: every member's (logout), or all but one member's (that
 * member signed in, so someone else's text never stays behind on a shared phone).
 */
export function clearLocalDrafts(exceptUserId: number | null = null): void {
  const keep = exceptUserId === null ? null : `${PREFIX}${exceptUserId}.`;
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key?.startsWith(PREFIX) && !(keep && key.startsWith(keep))) keys.push(key);
  }
  for (const key of keys) localStorage.removeItem(key);
}

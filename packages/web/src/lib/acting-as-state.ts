// Who the logged-in guardian acts as, without React: the request headers (and the page's
// early reads, which run before the app has loaded) read it from here.

/**
 * The person of the household the logged-in guardian acts as, if any: every API call then
 * carries `X-Act-As` (api/request-headers.ts) and the frame says so on every page. Kept in
 * local storage so a reload goes on acting; a new login or a logout ends it.
 */
export interface ActingAs {
  id: number;
  name: string;
}

const KEY = 'club.acting-as';
const listeners = new Set<() => void>();

function readStored(): ActingAs | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ActingAs>;
    return typeof value.id === 'number' && typeof value.name === 'string'
      ? { id: value.id, name: value.name }
      : null;
  } catch {
    return null;
  }
}

let state: ActingAs | null = readStored();

function emit(next: ActingAs | null): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getActingAs(): ActingAs | null {
  return state;
}

export function startActing(person: ActingAs): void {
  localStorage.setItem(KEY, JSON.stringify({ id: person.id, name: person.name }));
  emit({ id: person.id, name: person.name });
}

export function stopActing(): void {
  localStorage.removeItem(KEY);
  if (state !== null) emit(null);
}

export function subscribeActingAs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

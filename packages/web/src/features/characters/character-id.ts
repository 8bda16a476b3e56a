import { MAX_DB_ID } from '@club/shared/contract/ids-constants';

/** A route's :id as a character id, or null when it is not a positive whole number. */
export function parseCharacterId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_DB_ID ? id : null;
}

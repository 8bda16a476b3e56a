import { useParams } from 'react-router';
import { MAX_DB_ID } from '@club/shared/contract/ids-constants';

/** The route's :id as an event id, or null when it is not a positive whole number. */
export function useEventId(): number | null {
  const raw = useParams().id;
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_DB_ID ? id : null;
}

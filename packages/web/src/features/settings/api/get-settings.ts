import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from '../../../api/queries/settings';

/** The club's settings (the rules address, to whom to pay for events), read by everyone. */
export function useSettings() {
  return useQuery(settingsQuery);
}

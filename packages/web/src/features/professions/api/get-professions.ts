import { useQuery } from '@tanstack/react-query';
import { professionsQuery } from '../../../api/queries/rules';

/** Every profession with its abilities. */
export function useProfessions() {
  return useQuery(professionsQuery);
}

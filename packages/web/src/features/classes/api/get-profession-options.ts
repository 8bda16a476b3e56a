import { useQuery } from '@tanstack/react-query';
import { professionsQuery } from '../../../api/queries/rules';

/** Every profession, for the class-profession board. */
export function useProfessionOptions() {
  return useQuery(professionsQuery);
}

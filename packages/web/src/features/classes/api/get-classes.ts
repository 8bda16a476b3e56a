import { useQuery } from '@tanstack/react-query';
import { classesQuery } from '../../../api/queries/rules';

/** Every class the user may see (conflict classes only for rules editors). */
export function useClasses() {
  return useQuery(classesQuery);
}

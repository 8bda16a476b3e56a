import { useQuery } from '@tanstack/react-query';
import { classesQuery } from '../../../api/queries/rules';

/** Every class, for the rules editor's allowed-classes toggles. */
export function useClassOptions({ enabled }: { enabled: boolean }) {
  return useQuery({ ...classesQuery, enabled });
}

import { useQuery } from '@tanstack/react-query';
import { classProfessionsQuery } from '../../../api/queries/rules';

/** The class's mandatory professions and the optional ones ("assigned") a player picks from. */
export function useClassProfessions(id: number | null) {
  return useQuery({ ...classProfessionsQuery(id ?? 0), enabled: id !== null });
}

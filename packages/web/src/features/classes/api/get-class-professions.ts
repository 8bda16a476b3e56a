import { useQuery } from '@tanstack/react-query';
import { classProfessionsQuery } from '../../../api/queries/rules';

/** A class's mandatory and optional ("assigned") professions, each list in its order. */
export function useClassProfessions(classId: number) {
  return useQuery(classProfessionsQuery(classId));
}

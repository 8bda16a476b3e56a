import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassProfessionsResponse } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import {
  classProfessionsCacheHandlers,
  type ClassProfessionsWrite,
} from './class-professions-cache';
import { reorderClassProfessions } from './reorder-class-professions';

/** POST classes/{id}/professions {profession_id, mandatory}: the profession goes last in its list. */
export function addClassProfession(
  classId: number,
  professionId: number,
  mandatory: boolean,
): Promise<ClassProfessionsResponse> {
  return apiRequest<ClassProfessionsResponse>(apiPaths.classes.professions(classId), {
    method: 'POST',
    body: { profession_id: professionId, mandatory: mandatory ? 1 : 0 },
  });
}

export interface ClassProfessionAddition extends ClassProfessionsWrite {
  professionId: number;
  mandatory: boolean;
}

/**
 * Adds a profession to a class. Dropped anywhere but last in its list, it is then moved
 * to its place with a reorder, so the board ends as the user left it.
 */
export function useAddClassProfession({ onError }: { onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    ...classProfessionsCacheHandlers(queryClient),
    mutationFn: async ({ classId, professionId, mandatory, expected }: ClassProfessionAddition) => {
      const added = await addClassProfession(classId, professionId, mandatory);
      const list = mandatory ? 'mandatory' : 'assigned';
      const wanted = expected[list].map((item) => item.id);
      const got = added[list].map((item) => item.id);
      if (wanted.join(',') === got.join(',')) return added;
      return reorderClassProfessions(classId, {
        assigned: expected.assigned.map((item) => item.id),
        mandatory: expected.mandatory.map((item) => item.id),
      });
    },
    onError,
  });
}

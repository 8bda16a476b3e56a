import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Impact } from '@club/shared/contract/review';
import { apiRequest } from '../../../api/client';
import { rulesWritePath } from '../../../api/dry-run';
import * as apiPaths from '../../../config/api-paths';
import {
  classProfessionsCacheHandlers,
  type ClassProfessionsWrite,
} from './class-professions-cache';

/**
 * DELETE classes/{id}/professions/{professionId}; characters of the class who have the
 * profession come under review (the answer's impact). `dryRun` changes nothing.
 */
export function removeClassProfession(
  classId: number,
  professionId: number,
  dryRun = false,
): Promise<{ impact: Impact }> {
  return apiRequest<{ impact: Impact }>(
    rulesWritePath(apiPaths.classes.profession(classId, professionId), dryRun),
    { method: 'DELETE' },
  );
}

export interface ClassProfessionRemoval extends ClassProfessionsWrite {
  professionId: number;
}

export function useRemoveClassProfession({ onError }: { onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    ...classProfessionsCacheHandlers(queryClient),
    mutationFn: ({ classId, professionId }: ClassProfessionRemoval) =>
      removeClassProfession(classId, professionId),
    onError,
  });
}

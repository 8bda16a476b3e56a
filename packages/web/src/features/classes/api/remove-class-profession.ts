import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import {
  classProfessionsCacheHandlers,
  type ClassProfessionsWrite,
} from './class-professions-cache';

/** DELETE classes/{id}/professions/{professionId}. */
export function removeClassProfession(classId: number, professionId: number): Promise<unknown> {
  return apiRequest<unknown>(`classes/${classId}/professions/${professionId}`, {
    method: 'DELETE',
  });
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

import type { QueryClient } from '@tanstack/react-query';
import type { ClassProfessionsResponse } from '@club/shared/contract/rules';
import { classProfessionsQueryKey } from './get-class-professions';

/** Every write to a class's professions shares this key and runs one after another. */
export const classProfessionsMutationKey = ['classes', 'professions', 'write'] as const;
export const classProfessionsScope = { id: 'class-professions' };

/** What the board should show once a write is saved. */
export interface ClassProfessionsWrite {
  classId: number;
  expected: ClassProfessionsResponse;
}

/**
 * The shared cache handling of the class-profession writes: show the expected lists at
 * once (SPEC 4, "save at once"), let only the last of several quick writes decide what
 * is shown, and reload after a refusal so the saved lists come back.
 */
export function classProfessionsCacheHandlers(queryClient: QueryClient) {
  const isLast = () => queryClient.isMutating({ mutationKey: classProfessionsMutationKey }) <= 1;
  return {
    mutationKey: classProfessionsMutationKey,
    scope: classProfessionsScope,
    onMutate: async ({ classId, expected }: ClassProfessionsWrite) => {
      const key = classProfessionsQueryKey(classId);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<ClassProfessionsResponse>(key, expected);
    },
    onSettled: (
      saved: unknown,
      error: unknown,
      { classId }: ClassProfessionsWrite,
    ): Promise<void> | undefined => {
      if (!isLast()) return undefined;
      if (!error && isClassProfessions(saved)) {
        queryClient.setQueryData(classProfessionsQueryKey(classId), saved);
      }
      // Other screens show class professions too (character creation, the classes list).
      return queryClient.invalidateQueries({ queryKey: ['classes'] });
    },
  };
}

function isClassProfessions(value: unknown): value is ClassProfessionsResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as ClassProfessionsResponse).mandatory) &&
    Array.isArray((value as ClassProfessionsResponse).assigned)
  );
}

import type { QueryClient } from '@tanstack/react-query';
import type { ClassProfessionsResponse } from '@club/shared/contract/rules';
import { classesQuery, classProfessionsQuery } from '../../../api/queries/rules';

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
      const { queryKey } = classProfessionsQuery(classId);
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, expected);
    },
    onSettled: (
      saved: unknown,
      error: unknown,
      { classId }: ClassProfessionsWrite,
    ): Promise<void> | undefined => {
      if (!isLast()) return undefined;
      if (!error && isClassProfessions(saved)) {
        queryClient.setQueryData(classProfessionsQuery(classId).queryKey, saved);
      }
      // Every class read: the classes list shows each class's professions too.
      return queryClient.invalidateQueries({ queryKey: classesQuery.queryKey });
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

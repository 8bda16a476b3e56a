import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Class, ClassUpdate } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { rulesWritePath, type WithImpact } from '../../../api/dry-run';
import { classesQuery } from '../../../api/queries/rules';
import * as apiPaths from '../../../config/api-paths';

/** PUT classes/{id}; `dryRun` changes nothing and answers whom it would put under review. */
export function updateClass(
  id: number,
  update: ClassUpdate,
  dryRun = false,
): Promise<WithImpact<Class>> {
  return apiRequest<WithImpact<Class>>(rulesWritePath(apiPaths.classes.detail(id), dryRun), {
    method: 'PUT',
    body: update,
  });
}

/** PUT classes/{id} with a new description; the saved class replaces the one on screen. */
export function useUpdateClassDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, description }: { id: number; description: string }) =>
      updateClass(id, { description }),
    onSuccess: (saved) => {
      queryClient.setQueryData(classesQuery.queryKey, (classes) =>
        classes?.map((c) => (c.id === saved.id ? saved : c)),
      );
      return queryClient.invalidateQueries({ queryKey: classesQuery.queryKey, exact: true });
    },
  });
}

/** A full edit of a class; every rules answer may name it, so all are fetched again. */
export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: ClassUpdate }) => updateClass(id, update),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

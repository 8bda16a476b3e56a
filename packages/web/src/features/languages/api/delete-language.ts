import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImpactOnly } from '@club/shared/contract/review';
import { apiRequest } from '../../../api/client';
import { rulesWritePath } from '../../../api/dry-run';
import * as apiPaths from '../../../config/api-paths';

/** DELETE languages/{id}; `dryRun` changes nothing and answers whom it would put under review. */
export function deleteLanguage(id: number, dryRun = false): Promise<ImpactOnly> {
  return apiRequest<ImpactOnly>(rulesWritePath(apiPaths.languages.detail(id), dryRun), {
    method: 'DELETE',
  });
}

export function useDeleteLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteLanguage(id),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

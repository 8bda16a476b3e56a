import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RulesImportResponse } from '@club/shared/contract/rules-export';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { ApiError } from '../../../api/api-error';

/** POST rules/import with the chosen file's JSON; the server checks everything else. */
export async function importRules(file: File): Promise<RulesImportResponse> {
  let body: unknown;
  try {
    body = JSON.parse(await file.text());
  } catch {
    throw new ApiError(400, 'errors.invalidRulesFile', 'The file is not JSON.', [
      { field: 'file', message: 'Not JSON' },
    ]);
  }
  return apiRequest<RulesImportResponse>(apiPaths.rules.import, { method: 'POST', body });
}

export function useImportRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRules,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

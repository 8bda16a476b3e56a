import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequest, ChangeRequestAnswer } from '@club/shared/contract/change-requests';
import { apiRequest } from '../../../api/client';
import { apiKey } from '../../../api/api-query';
import { refreshCharacters } from '../../../api/queries/characters';
import { refreshUsers } from '../../../api/queries/users';
import * as apiPaths from '../../../config/api-paths';

/** PATCH change-requests/{id}: staff approve (the sheet opens) or decline with a reason. */
export function answerChangeRequest(id: number, body: ChangeRequestAnswer): Promise<ChangeRequest> {
  return apiRequest<ChangeRequest>(apiPaths.changeRequests.detail(id), { method: 'PATCH', body });
}

export function useAnswerChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChangeRequestAnswer }) =>
      answerChangeRequest(id, body),
    onSuccess: async () => {
      await Promise.all([
        // The lists of every status.
        queryClient.invalidateQueries({ queryKey: apiKey(apiPaths.changeRequests.list()) }),
        refreshUsers(queryClient),
        // The characters, and the waiting list of sheets under review among them.
        refreshCharacters(queryClient),
      ]);
    },
  });
}

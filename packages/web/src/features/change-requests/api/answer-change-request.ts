import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequest, ChangeRequestAnswer } from '@club/shared/contract/change-requests';
import { apiRequest } from '../../../api/client';
import { changeRequestKeys } from './get-change-requests';

/** PATCH change-requests/{id}: staff approve (the sheet opens) or decline with a reason. */
export function answerChangeRequest(id: number, body: ChangeRequestAnswer): Promise<ChangeRequest> {
  return apiRequest<ChangeRequest>(`change-requests/${id}`, { method: 'PATCH', body });
}

export function useAnswerChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChangeRequestAnswer }) =>
      answerChangeRequest(id, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: changeRequestKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        queryClient.invalidateQueries({ queryKey: ['characters'] }),
        queryClient.invalidateQueries({ queryKey: ['needs-review'] }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Background } from '@club/shared/contract/backgrounds';
import { apiRequest } from '../../../api/client';
import { backgroundKeys } from './query-keys';

/** POST characters/{id}/background/submit: the owner hands the background to staff. */
export function submitBackground(characterId: number): Promise<Background> {
  return apiRequest<Background>(`characters/${characterId}/background/submit`, {
    method: 'POST',
  });
}

export function useSubmitBackground(characterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitBackground(characterId),
    onSuccess: (background) =>
      queryClient.setQueryData(backgroundKeys.background(characterId), background),
  });
}

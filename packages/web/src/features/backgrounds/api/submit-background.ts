import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Background } from '@club/shared/contract/backgrounds';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { backgroundQuery } from './get-background';

/** POST characters/{id}/background/submit: the owner hands the background to staff. */
export function submitBackground(characterId: number): Promise<Background> {
  return apiRequest<Background>(apiPaths.characters.submitBackground(characterId), {
    method: 'POST',
  });
}

export function useSubmitBackground(characterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitBackground(characterId),
    onSuccess: (background) =>
      queryClient.setQueryData(backgroundQuery(characterId).queryKey, background),
  });
}

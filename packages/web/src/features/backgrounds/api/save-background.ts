import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Background, BackgroundUpdate } from '@club/shared/contract/backgrounds';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { backgroundQuery } from './get-background';

/** PUT characters/{id}/background: the owner saves the text (draft or changes requested). */
export function saveBackground(characterId: number, body: BackgroundUpdate): Promise<Background> {
  return apiRequest<Background>(apiPaths.characters.background(characterId), {
    method: 'PUT',
    body,
  });
}

export function useSaveBackground(characterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BackgroundUpdate) => saveBackground(characterId, body),
    onSuccess: (background) =>
      queryClient.setQueryData(backgroundQuery(characterId).queryKey, background),
  });
}

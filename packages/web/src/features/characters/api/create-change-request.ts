import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequest, ChangeRequestCreate } from '@club/shared/contract/change-requests';
import { apiRequest } from '../../../api/client';
import { refreshCharacters } from '../../../api/queries/characters';
import * as apiPaths from '../../../config/api-paths';

/** POST characters/{id}/change-requests: the owner of a locked sheet asks for a change. */
export function createChangeRequest(
  characterId: number,
  body: ChangeRequestCreate,
): Promise<ChangeRequest> {
  return apiRequest<ChangeRequest>(apiPaths.characters.changeRequests(characterId), {
    method: 'POST',
    body,
  });
}

export function useCreateChangeRequest(characterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeRequestCreate) => createChangeRequest(characterId, body),
    onSuccess: () => refreshCharacters(queryClient),
  });
}

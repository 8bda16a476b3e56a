import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character, CharacterCreate } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { characterListQuery } from '../../../api/queries/characters';
import * as apiPaths from '../../../config/api-paths';

export function createCharacter(body: CharacterCreate): Promise<Character> {
  return apiRequest<Character>(apiPaths.characters.list, { method: 'POST', body });
}

export function useCreateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCharacter,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: characterListQuery.queryKey, exact: true }),
  });
}

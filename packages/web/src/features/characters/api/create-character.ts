import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character, CharacterCreate } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { characterKeys } from './query-keys';

export function createCharacter(body: CharacterCreate): Promise<Character> {
  return apiRequest<Character>('characters', { method: 'POST', body });
}

export function useCreateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCharacter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: characterKeys.list() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CraftCreate, CraftResult } from '@club/shared/contract/crafting';
import { apiKey } from '../../../api/api-query';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';

export interface CraftRequest {
  characterId: number;
  body: CraftCreate;
  /** One per confirmed craft: a repeated send (a double tap, a retry) crafts once. */
  key: string;
}

/** POST characters/{id}/craft with its Idempotency-Key. */
export function craft({ characterId, body, key }: CraftRequest): Promise<CraftResult> {
  return apiRequest<CraftResult>(apiPaths.crafting.craft(characterId), {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
}

/**
 * After a craft: every character read (its inventory and recipes lie below) and the ledger.
 * A refusal refreshes the character's recipes too: what it holds may have changed meanwhile.
 */
export function useCraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: craft,
    onError: (_, { characterId }) =>
      queryClient.invalidateQueries({ queryKey: apiKey(apiPaths.crafting.recipesOf(characterId)) }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKey(apiPaths.characters.list) }),
        queryClient.invalidateQueries({ queryKey: apiKey(apiPaths.inventory.transfers) }),
        queryClient.invalidateQueries({ queryKey: apiKey(apiPaths.inventory.items) }),
      ]),
  });
}

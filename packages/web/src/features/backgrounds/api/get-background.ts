import { useQuery } from '@tanstack/react-query';
import type { Background } from '@club/shared/contract/backgrounds';
import { apiRequest } from '../../../api/client';
import { backgroundKeys } from './query-keys';

/** GET characters/{id}/background: the text and its state (an empty draft before any). */
export function getBackground(characterId: number): Promise<Background> {
  return apiRequest<Background>(`characters/${characterId}/background`);
}

export function useBackground(characterId: number) {
  return useQuery({
    queryKey: backgroundKeys.background(characterId),
    queryFn: () => getBackground(characterId),
  });
}

import { useQuery } from '@tanstack/react-query';
import { characterQuery } from '../../../api/queries/characters';

export function useCharacter(id: number | null) {
  return useQuery({ ...characterQuery(id ?? 0), enabled: id !== null });
}

import { useQuery } from '@tanstack/react-query';
import { characterQuery } from '../../../api/queries/characters';

/** The character the logistics desk or an envelope rule names (its name, its player). */
export function useDeskCharacter(id: number | null) {
  return useQuery({ ...characterQuery(id ?? 0), enabled: id !== null });
}

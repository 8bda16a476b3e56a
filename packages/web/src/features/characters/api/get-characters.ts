import { useQuery } from '@tanstack/react-query';
import { characterListQuery } from '../../../api/queries/characters';

/** The user's characters plus the races, classes and race-class pairs the create form offers. */
export function useCharacters() {
  return useQuery(characterListQuery);
}

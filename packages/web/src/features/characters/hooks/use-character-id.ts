import { useParams } from 'react-router';
import { parseCharacterId } from '../character-id';

export function useCharacterId(): number | null {
  return parseCharacterId(useParams().id);
}

import { useQuery } from '@tanstack/react-query';
import { professionAbilitiesQuery } from '../../../api/queries/rules';

/** GET professions/{id}/abilities: the profession's abilities by order_learned (1..6). */
export function useProfessionAbilities(professionId: number | null) {
  return useQuery({
    ...professionAbilitiesQuery(professionId ?? 0),
    enabled: professionId !== null,
  });
}

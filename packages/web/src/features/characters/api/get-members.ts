import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usersQuery } from '../../../api/queries/users';

/** Staff: members whose name or email matches `q`, to choose whose characters to print. */
export function useMembers(q: string) {
  return useQuery({ ...usersQuery(q), placeholderData: keepPreviousData });
}

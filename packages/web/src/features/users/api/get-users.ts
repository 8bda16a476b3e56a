import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usersQuery } from '../../../api/queries/users';

/** Users whose name or email matches `q` (all users for an empty search). */
export function useUsers(q: string) {
  return useQuery({ ...usersQuery(q), placeholderData: keepPreviousData });
}

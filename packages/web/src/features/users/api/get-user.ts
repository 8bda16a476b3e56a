import { useQuery } from '@tanstack/react-query';
import { userQuery } from '../../../api/queries/users';

export function useUser(id: number | null) {
  return useQuery({ ...userQuery(id ?? 0), enabled: id !== null });
}

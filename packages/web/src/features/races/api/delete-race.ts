import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { racesClassesQuery } from './get-races-classes';

/** DELETE races/{id}; refused with 409 errors.inUse while characters are of this race. */
export function deleteRace(id: number): Promise<void> {
  return apiRequest<void>(apiPaths.races.detail(id), { method: 'DELETE' });
}

export function useDeleteRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: racesClassesQuery.queryKey }),
  });
}

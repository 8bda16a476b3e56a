import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { itemTypesQuery } from './get-item-types';

/** DELETE item-types/{id} (the board); a type in use is refused (409). */
export function deleteItemType(id: number): Promise<void> {
  return apiRequest<void>(apiPaths.itemTypes.detail(id), { method: 'DELETE' });
}

export function useDeleteItemType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItemType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemTypesQuery.queryKey }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { itemTypesQuery } from '../../../api/queries/item-types';

export { itemTypesQuery };

export function useItemTypes() {
  return useQuery(itemTypesQuery);
}

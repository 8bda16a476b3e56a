import type { ItemTypesResponse } from '@club/shared/contract/inventory';
import * as apiPaths from '../../config/api-paths';
import { apiQuery } from '../api-query';

/**
 * GET item-types: the catalogue (players see the types visible to them). The inventory
 * screens and the recipe editor of the special abilities both read it.
 */
export const itemTypesQuery = apiQuery<ItemTypesResponse>(apiPaths.itemTypes.list);

import type { Household } from '@club/shared/contract/household';
import * as apiPaths from '../../config/api-paths';
import { apiQuery } from '../api-query';

/**
 * GET household: the people the member is guardian of (always asked as the member, never
 * as someone they act as). Read by "Min husstand" and the event page's family sign-up.
 */
export const householdQuery = apiQuery<Household>(apiPaths.household.list);

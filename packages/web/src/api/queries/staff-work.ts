import type { StaffWork } from '@club/shared/contract/staff-work';
import * as apiPaths from '../../config/api-paths';
import { apiQuery, QUIET } from '../api-query';

/**
 * GET staff/work: what waits for the organizers, counted. Kept below the features: the
 * areas whose reviews change the counts (backgrounds, reports) refresh it by its key.
 */
export const staffWorkQuery = { ...apiQuery<StaffWork>(apiPaths.staffWork), meta: QUIET };

import type { Settings } from '@club/shared/contract/settings';
import * as apiPaths from '../../config/api-paths';
import { apiQuery } from '../api-query';

/**
 * The club's settings (the rules address, to whom to pay for events, how long event data
 * is kept), read by everyone and changed by the board; they seldom change.
 */
export const settingsQuery = {
  ...apiQuery<Settings>(apiPaths.settings),
  staleTime: 5 * 60_000,
};

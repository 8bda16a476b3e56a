import { useQuery } from '@tanstack/react-query';
import type { PrintSheetsResponse } from '@club/shared/contract/print';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/**
 * Staff: every active character (userIds null), every character of the chosen members, or
 * (eventId) exactly the characters an event's confirmed players signed up with.
 */
export function printSheetsQuery(userIds: readonly number[] | null, eventId: number | null = null) {
  const of =
    eventId !== null
      ? { eventId }
      : userIds === null
        ? ('active' as const)
        : { userIds: [...userIds].sort((a, b) => a - b) };
  return apiQuery<PrintSheetsResponse>(apiPaths.characters.printSheets(of));
}

export function usePrintSheets(
  userIds: readonly number[] | null,
  enabled = true,
  eventId: number | null = null,
) {
  return useQuery({ ...printSheetsQuery(userIds, eventId), enabled });
}

import type { EventListKind } from '@club/shared/contract/events';
import { downloadFile } from '../../../api/blob';
import * as apiPaths from '../../../config/api-paths';

/**
 * GET events/{id}/lists/{kind}.csv, handed to the browser as a download. The file name
 * is the server's (køkkenliste-<event>.csv); `fallbackName` only if none came through.
 */
export function downloadEventList(
  eventId: number,
  kind: EventListKind,
  fallbackName: string,
): Promise<void> {
  return downloadFile(apiPaths.events.listFile(eventId, kind), fallbackName);
}

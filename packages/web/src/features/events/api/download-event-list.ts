import type { EventListKind } from '@club/shared/contract/events';
import { apiBlob } from '../../../api/blob';
import * as apiPaths from '../../../config/api-paths';

/**
 * GET events/{id}/lists/{kind}.csv, handed to the browser as a download. The file name
 * is the server's (køkkenliste-<event>.csv); `fallbackName` only if none came through.
 */
export async function downloadEventList(
  eventId: number,
  kind: EventListKind,
  fallbackName: string,
): Promise<void> {
  const blob = await apiBlob(apiPaths.events.listFile(eventId, kind));
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fallbackName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

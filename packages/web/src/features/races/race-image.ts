import { UPLOAD_PATH_PREFIX } from '@club/shared/constants';
import { withBase } from '../../lib/base-path';

/**
 * Where a race's picture is (SPEC 2.7): an uploaded picture ('/uploads/…') is served under
 * the app's base path; an https address or another path starting with '/' is used as
 * given; any other is a file shipped with the app under images/races/. A plain http
 * address would be blocked on a secure page, so the server no longer accepts one; one
 * stored earlier is still tried as given.
 */
export function raceImageSrc(imagePath: string | null): string | null {
  const path = imagePath?.trim();
  if (!path) return null;
  if (path.startsWith(UPLOAD_PATH_PREFIX)) return withBase(path.slice(1));
  if (/^https?:/i.test(path) || path.startsWith('/')) return path;
  return withBase(`images/races/${path}`);
}

/** Whether an address typed for a race's picture can be saved: https, or a path on this server. */
export function isRaceImageAddress(value: string): boolean {
  return /^https:\/\/[^\s/]+\S*$/i.test(value) || /^\/[^/\s]\S*$/.test(value);
}

import { withBase } from '../../lib/base-path';

/**
 * Where a race's picture is (SPEC 2.7): a path starting with http or '/' is used as
 * given; any other is a file shipped with the app under images/races/.
 */
export function raceImageSrc(imagePath: string | null): string | null {
  const path = imagePath?.trim();
  if (!path) return null;
  if (/^https?:/i.test(path) || path.startsWith('/')) return path;
  return withBase(`images/races/${path}`);
}

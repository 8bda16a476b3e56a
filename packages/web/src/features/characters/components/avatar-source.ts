import {
  BUILT_IN_AVATARS,
  UPLOAD_LIMITS,
  UPLOAD_PATH_PREFIX,
  type BuiltInAvatar,
} from '@club/shared/constants';
import { withBase } from '../../../lib/base-path';

export function isBuiltInAvatar(path: string): path is BuiltInAvatar {
  return (BUILT_IN_AVATARS as readonly string[]).includes(path);
}

/**
 * The image URL of a stored avatar_path: a built-in key is one of the app's own images,
 * an upload is served under the base path. Anything else has no image.
 */
export function avatarUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (isBuiltInAvatar(path)) return withBase(`images/avatars/${path}.svg`);
  if (path.startsWith(UPLOAD_PATH_PREFIX)) return withBase(path.slice(1));
  return null;
}

/**
 * The message key of what is wrong with a chosen upload, or null when it may be sent: the
 * same keys the server's refusals carry as their code.
 */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'characters.avatarNotImage';
  if (file.size > UPLOAD_LIMITS.avatarMaxBytes) return 'characters.avatarTooLarge';
  return null;
}

import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { UPLOAD_PATH_PREFIX } from '@club/shared/constants';
import type { AvatarUploadResponse } from '@club/shared/contract/characters';
import type { Database } from '../../db/schema';
import { reencodeAvatar } from './avatar-image';
import { findUpload, insertRulesImage, insertUpload } from './uploads.repository';

const WEBP = 'image/webp';

/** Names are random and never reused: a stored image is immutable and cached for a year. */
function randomName(): string {
  return `${crypto.randomBytes(16).toString('base64url')}.webp`;
}

export function createUploadsService(db: Kysely<Database>) {
  async function storeAvatar(userId: number, original: Buffer): Promise<AvatarUploadResponse> {
    const data = await reencodeAvatar(original);
    const path = `${UPLOAD_PATH_PREFIX}${randomName()}`;
    await insertUpload(db, { path, userId, contentType: WEBP, data });
    return { path };
  }

  /** The stored image behind `{base}uploads/<file>`, or undefined. */
  function read(file: string) {
    return findUpload(db, `${UPLOAD_PATH_PREFIX}${file}`);
  }

  return { storeAvatar, read };
}

/**
 * Stores a race picture already re-encoded by reencodeAvatar as rules data and answers its
 * path. Call inside the rules write that points the race at it.
 */
export async function storeRulesImage(db: Kysely<Database>, webp: Buffer): Promise<string> {
  const path = `${UPLOAD_PATH_PREFIX}${randomName()}`;
  await insertRulesImage(db, { path, contentType: WEBP, data: webp });
  return path;
}

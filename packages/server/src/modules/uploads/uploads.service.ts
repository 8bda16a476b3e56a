import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { UPLOAD_LIMITS, UPLOAD_PATH_PREFIX } from '@club/shared/constants';
import { AVATAR_UPLOAD_ERRORS, type AvatarUploadResponse } from '@club/shared/contract/characters';
import { systemClock, type Clock } from '../../clock';
import { lockUser } from '../../db/locks';
import type { Database, Db } from '../../db/schema';
import { AppError, conflict } from '../../errors';
import { reencodeAvatar, reencodeRaceImage } from './avatar-image';
import {
  deleteUnusedUploads,
  findUpload,
  insertRulesImage,
  insertUpload,
  touchUploads,
  uploadUsage,
} from './uploads.repository';

const WEBP = 'image/webp';
const HOUR_MS = 60 * 60 * 1000;

/** Names are random and never reused: a stored image is immutable and cached for a year. */
function randomName(): string {
  return `${crypto.randomBytes(16).toString('base64url')}.webp`;
}

export interface UploadsDeps {
  db: Kysely<Database>;
  /** How long an upload no character uses is kept, in hours (UPLOAD_GRACE_HOURS). */
  graceHours?: number;
  clock?: Clock;
}

export function createUploadsService(deps: UploadsDeps) {
  const { db } = deps;
  const now = deps.clock ?? systemClock;
  const graceHours = deps.graceHours ?? UPLOAD_LIMITS.unusedAvatarGraceHours;

  /** Stores the re-encoded image, unless the user holds as many or as much as allowed. */
  async function storeAvatar(userId: number, original: Buffer): Promise<AvatarUploadResponse> {
    const data = await reencodeAvatar(original);
    const path = `${UPLOAD_PATH_PREFIX}${randomName()}`;
    await db.transaction().execute(async (trx) => {
      // One upload at a time per user, so two at once cannot both squeeze under the limits.
      await lockUser(trx, userId);
      const usage = await uploadUsage(trx, userId);
      if (usage.count >= UPLOAD_LIMITS.avatarsPerUser) {
        throw conflict(
          AVATAR_UPLOAD_ERRORS.tooMany.code,
          AVATAR_UPLOAD_ERRORS.tooMany.message,
          undefined,
          { max: UPLOAD_LIMITS.avatarsPerUser },
        );
      }
      if (usage.bytes + data.length > UPLOAD_LIMITS.avatarBytesPerUser) {
        throw new AppError(
          413,
          AVATAR_UPLOAD_ERRORS.storageFull.code,
          AVATAR_UPLOAD_ERRORS.storageFull.message,
          undefined,
          { maxMb: Math.floor(UPLOAD_LIMITS.avatarBytesPerUser / (1024 * 1024)) },
        );
      }
      await insertUpload(trx, {
        path,
        userId,
        contentType: WEBP,
        data,
        createdAt: new Date(now()).toISOString(),
      });
    });
    return { path };
  }

  /** The stored image behind `{base}uploads/<file>`, or undefined. */
  function read(file: string) {
    return findUpload(db, `${UPLOAD_PATH_PREFIX}${file}`);
  }

  /** Deletes the uploads no character has used for the grace period; returns their paths. */
  function sweep(): Promise<string[]> {
    return deleteUnusedUploads(db, new Date(now() - graceHours * HOUR_MS).toISOString());
  }

  /**
   * Pictures of the rules data (a race's image): re-encoded like an avatar, and stored
   * inside the rules write that points the race at them.
   */
  const rulesImages = {
    prepare: reencodeRaceImage,
    async store(trx: Db, webp: Buffer): Promise<string> {
      const path = `${UPLOAD_PATH_PREFIX}${randomName()}`;
      await insertRulesImage(trx, { path, contentType: WEBP, data: webp });
      return path;
    },
    read: (path: string) => findUpload(db, path),
  };

  return { storeAvatar, read, sweep, touch: touchUploads, rulesImages };
}

export type UploadsService = ReturnType<typeof createUploadsService>;

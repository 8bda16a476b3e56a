import type { Db } from '../../db/schema';

/**
 * Pictures kept with the rules data (a race's image): the uploads area re-encodes and
 * stores them, and hands this to the rules areas through the composition root.
 */
export interface RulesImages {
  /** Decoded and drawn again as WebP, so no byte of the upload survives. */
  prepare: (upload: Buffer) => Promise<Buffer>;
  /** Stores a prepared picture inside the caller's rules write; answers its path. */
  store: (db: Db, webp: Buffer) => Promise<string>;
  /** The stored picture at an uploads path, for an export. */
  read: (path: string) => Promise<{ data: Buffer } | undefined>;
}

import zlib from 'node:zlib';

/**
 * An answer whose long beginning is the same for many readers and whose short end is each
 * reader's own (the season's list, then the member's own sign-ups). The beginning is
 * compressed once, flushed to a byte boundary but not finished; a read appends its own
 * end as stored (uncompressed) blocks and closes the stream. The result is one valid
 * brotli (RFC 7932) or gzip (RFC 1952) stream of the whole answer, so the costly part of
 * compressing is paid once per change instead of on every read.
 */
export interface CompressedPrefix {
  plain: Buffer;
  /** Brotli, flushed (BROTLI_OPERATION_FLUSH): byte-aligned, no last meta-block yet. */
  brotli: Buffer;
  /** The gzip header and raw deflate, flushed (Z_SYNC_FLUSH): byte-aligned, no final block. */
  gzip: Buffer;
  /** CRC-32 of `plain`, which the gzip trailer continues over the end. */
  crc: number;
}

/** The fixed gzip header: deflate, no name, no time, unknown system (RFC 1952 2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

/** Built once per change and sent many times: the strongest settings worth their time. */
export function compressPrefix(plain: Buffer): CompressedPrefix {
  const brotli = zlib.brotliCompressSync(plain, {
    finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
    },
  });
  const deflated = zlib.deflateRawSync(plain, {
    level: 9,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
  });
  return {
    plain,
    brotli,
    gzip: Buffer.concat([GZIP_HEADER, deflated]),
    crc: zlib.crc32(plain),
  };
}

/** A brotli meta-block holds at most 2^16 bytes with a four-nibble length. */
const BROTLI_STORED_MAX = 0x10000;
/** The last, empty meta-block: ISLAST = 1, ISLASTEMPTY = 1. */
const BROTLI_END = Buffer.from([0x03]);

/** The prefix's brotli stream, then `end` as uncompressed meta-blocks, then the last one. */
export function brotliWithEnd(prefix: CompressedPrefix, end: Buffer): Buffer {
  const parts: Buffer[] = [prefix.brotli];
  for (let at = 0; at < end.length; at += BROTLI_STORED_MAX) {
    const chunk = end.subarray(at, at + BROTLI_STORED_MAX);
    // ISLAST = 0 (1 bit), MNIBBLES = 4 (2 bits, 0), MLEN - 1 (16 bits), ISUNCOMPRESSED = 1
    // (1 bit), then zero bits to the byte boundary: 24 bits, least significant first.
    const header = ((chunk.length - 1) << 3) | (1 << 19);
    parts.push(Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]), chunk);
  }
  parts.push(BROTLI_END);
  return Buffer.concat(parts);
}

/** A stored deflate block holds at most 2^16 - 1 bytes. */
const DEFLATE_STORED_MAX = 0xffff;

/** The prefix's gzip stream, then `end` as stored deflate blocks (the last final), and the trailer. */
export function gzipWithEnd(prefix: CompressedPrefix, end: Buffer): Buffer {
  const parts: Buffer[] = [prefix.gzip];
  let at = 0;
  do {
    const chunk = end.subarray(at, at + DEFLATE_STORED_MAX);
    at += chunk.length;
    const final = at >= end.length;
    // BFINAL, BTYPE = 00 (stored) in the low bits of a fresh byte, padded; LEN and NLEN.
    const header = Buffer.alloc(5);
    header[0] = final ? 1 : 0;
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    parts.push(header, chunk);
  } while (at < end.length);
  const trailer = Buffer.alloc(8);
  // Node's crc32 of some empty buffers answers 0 whatever it continues: no call for none.
  const crc = end.length === 0 ? prefix.crc : zlib.crc32(end, prefix.crc);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((prefix.plain.length + end.length) >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

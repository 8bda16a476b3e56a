import zlib from 'node:zlib';

/** A JSON answer as its bytes and, once asked for, the same bytes in each content coding. */
export interface CodedAnswer {
  readonly plain: Buffer;
  readonly brotli: Buffer;
  readonly gzip: Buffer;
}

/**
 * JSON serialized once (after the response schema checked it), compressed in a coding
 * the first time a client asks for it: kept answers compress once per change, answers
 * built for one read only in the coding that read takes. Settings for a few kilobytes to
 * tens of them: brotli's quality 5 and gzip's level 6 take a fraction of a millisecond.
 */
export class JsonAnswer implements CodedAnswer {
  #brotli: Buffer | undefined;
  #gzip: Buffer | undefined;

  constructor(readonly plain: Buffer) {}

  get brotli(): Buffer {
    return (this.#brotli ??= zlib.brotliCompressSync(this.plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.plain.length,
      },
    }));
  }

  get gzip(): Buffer {
    return (this.#gzip ??= zlib.gzipSync(this.plain, { level: 6 }));
  }
}

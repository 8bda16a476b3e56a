import sharp from 'sharp';
import { AVATAR_UPLOAD_ERRORS } from '@club/shared/contract/characters';
import { unsupportedMediaType } from '../../errors';

/** Raster formats only: an SVG would have its XML parsed and rendered on the server. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export const AVATAR_SIZE = 512;

/** A decompression bomb is refused before it is decoded: 40 megapixels is a large photo. */
const MAX_INPUT_PIXELS = 40_000_000;

const notAnImage = () =>
  unsupportedMediaType(AVATAR_UPLOAD_ERRORS.notImage.message, AVATAR_UPLOAD_ERRORS.notImage.code);

/**
 * Decodes the upload and draws it again as a WebP of at most 512×512: metadata is
 * dropped (sharp keeps none unless asked) and no byte of the original survives, so an
 * upload can carry neither a script nor a polyglot.
 */
export async function reencodeAvatar(
  input: Buffer,
  encoding: { lossless?: boolean } = {},
): Promise<Buffer> {
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  let format: string | undefined;
  try {
    format = (await sharp(input, options).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    return await sharp(input, options)
      // Turn the pixels as the camera's orientation tag says before the tag is dropped.
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp(encoding.lossless ? { lossless: true } : { quality: 82 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}

/**
 * A race picture: drawn again like an avatar, but without loss, so drawing it once more
 * (a rules file exported and imported) gives the very same bytes.
 */
export function reencodeRaceImage(input: Buffer): Promise<Buffer> {
  return reencodeAvatar(input, { lossless: true });
}

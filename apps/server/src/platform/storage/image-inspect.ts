import sharp, { type Metadata } from 'sharp';
import { UPLOAD_FORMATS, type UploadFormat } from '@rxdesk/contract/uploads/uploads';
import { AppError } from '../http/app-error.ts';

/** Longest side of a thumbnail, px (list rows and pickers show images at 40–120 px). */
export const THUMBNAIL_SIZE = 240;
/** Pixels an upload may decode to: 40 megapixels is a large phone photo; a "decompression bomb"
 * (a few KB that decode to gigabytes) is refused before it is decoded. */
export const MAX_PIXELS = 40_000_000;

export interface InspectedImage {
  format: UploadFormat;
  width: number;
  height: number;
  /** WebP, at most THUMBNAIL_SIZE px on its longer side. */
  thumbnail: Buffer;
}

const notImage = () => new AppError('VALIDATION', 'upload.notImage', {}, 'file');

/**
 * What the bytes are, decided by decoding them with libvips (sharp), never by the file's name or
 * the request's content type: anything but a JPEG, PNG, WebP or GIF image is refused — SVG too,
 * since it can carry script. Making the thumbnail decodes the whole image, so bytes that merely
 * begin like an image (a disguised file) are refused as well.
 */
export async function inspectImage(bytes: Buffer): Promise<InspectedImage> {
  const open = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  let meta: Metadata;
  try {
    // Only the header is read here, so the size can be checked (and named) before decoding.
    meta = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch {
    throw notImage();
  }
  const format = UPLOAD_FORMATS.find((f) => f === meta.format);
  if (!format || !meta.width || !meta.height) throw notImage();
  if (meta.width * meta.height > MAX_PIXELS)
    throw new AppError('VALIDATION', 'upload.tooManyPixels', { max: MAX_PIXELS }, 'file');
  let thumbnail: Buffer;
  try {
    thumbnail = await open()
      .rotate() // as the camera held it (EXIF orientation)
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw notImage();
  }
  return { format, width: meta.width, height: meta.height, thumbnail };
}

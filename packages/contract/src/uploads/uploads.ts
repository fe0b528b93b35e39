import { z } from 'zod';

/** The formats an upload may be, decided from the bytes (DESIGN.md §3). */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** `POST base/uploaders` (multipart, field `file`): where the stored image and its thumbnail are
 * served. Both URLs start with `/` (the image picker's rule for URL values, §5) and never change:
 * the name is the SHA-256 of the bytes. */
export const uploadResult = z.object({
  url: z.string(),
  thumbnail: z.string(),
  name: z.string(),
  ext: z.enum(UPLOAD_FORMATS),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** `GET /files/{sha256}.{ext}` and `/files/{sha256}.thumb.webp`. */
export const uploadFileParams = z.object({
  file: z.string().regex(/^[0-9a-f]{64}\.(jpeg|png|webp|gif|thumb\.webp)$/),
});

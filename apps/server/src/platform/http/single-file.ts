import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** 65536 → "64 KB", 5242880 → "5 MB": the limit as a user reads it in the refusal. */
export const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.round(bytes / 1024)} KB`
    : `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The one file of a multipart request, field `file` (uploads, imports): its name and bytes. A
 * request without it, or with an empty one, is refused with `noFileKey`; one over the multipart
 * plugin's size limit with `tooLargeKey` naming the limit. Both name the field `file`. */
export async function readSingleFile(
  req: FastifyRequest,
  o: { maxBytes: number; noFileKey: string; tooLargeKey: string; defaultName: string },
): Promise<{ name: string; bytes: Buffer }> {
  const noFile = new AppError('VALIDATION', o.noFileKey, {}, 'file');
  if (!req.isMultipart()) throw noFile;
  let bytes: Buffer;
  let name: string;
  try {
    const file = await req.file();
    if (!file || file.fieldname !== 'file') throw noFile;
    name = file.filename.slice(0, 200) || o.defaultName;
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('VALIDATION', o.tooLargeKey, { max: sizeText(o.maxBytes) }, 'file');
    // A body the multipart parser cannot read (no boundary, cut short) holds no file: the
    // client's error, 400 — not a 500 (the trust suite's fuzzing found it).
    if (error instanceof AppError) throw error;
    throw noFile;
  }
  if (bytes.length === 0) throw noFile;
  return { name, bytes };
}

import { createHash } from 'node:crypto';
import type { UploadResult } from '@rxdesk/contract/uploads/uploads';
import type { AuthContext } from '../auth/auth-context.ts';
import type { OperationLog } from '../audit/operation-log.ts';
import type { Clock } from '../clock.ts';
import { notFound } from '../http/app-error.ts';
import { inspectImage } from './image-inspect.ts';
import type { UploadsRepository } from './uploads.repository.ts';

/** Where the API serves a stored image (`/api/files/…`): the name is the hash of the bytes, so
 * the address of an image never changes and may be cached for good. */
export const FILES_PATH = '/api/files';

const resultOf = (
  r: { sha256: string; format: string; size: number; width: number; height: number },
  name: string,
): UploadResult => ({
  url: `${FILES_PATH}/${r.sha256}.${r.format}`,
  thumbnail: `${FILES_PATH}/${r.sha256}.thumb.webp`,
  name,
  ext: r.format as UploadResult['ext'],
  size: r.size,
  width: r.width,
  height: r.height,
});

/** Image uploads (`base/uploaders`) and the files they are served as. */
export class UploadsService {
  constructor(
    private readonly repo: UploadsRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  /** Checks and stores an image; the same bytes again answer the stored image. */
  async store(auth: AuthContext, name: string, bytes: Buffer): Promise<UploadResult> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const now = this.clock.now();
    const owner = { shop_id: auth.shopId, sha256, uploaded_by: auth.userId, name, created_at: now };
    let stored = await this.repo.find(sha256);
    if (stored) await this.repo.addOwner(owner);
    else {
      const image = await inspectImage(bytes);
      stored = { sha256, format: image.format, size: bytes.length, width: image.width, height: image.height };
      await this.repo.save({ ...stored, content: bytes, thumbnail: image.thumbnail, created_at: now }, owner);
    }
    await this.log.write({
      auth,
      action: 'upload.image',
      target: sha256,
      detail: { name, size: bytes.length },
    });
    return resultOf(stored, name);
  }

  /** A stored file by its served name: `{sha256}.{format}` or `{sha256}.thumb.webp`. */
  async file(fileName: string): Promise<{ contentType: string; body: Buffer; etag: string }> {
    const [sha256 = '', ...rest] = fileName.split('.');
    const suffix = rest.join('.');
    if (suffix === 'thumb.webp') {
      const row = await this.repo.thumbnail(sha256);
      if (!row) throw notFound();
      return { contentType: 'image/webp', body: Buffer.from(row.thumbnail), etag: `"${sha256}.thumb"` };
    }
    const row = await this.repo.content(sha256);
    // The format is part of the address: the right hash with another extension is not this file.
    if (!row || row.format !== suffix) throw notFound();
    return { contentType: `image/${row.format}`, body: Buffer.from(row.content), etag: `"${sha256}"` };
  }
}

import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import { inspectImage } from '../platform/storage/image-inspect.ts';

/** Stores a drawn demo picture as the shop's own upload, as base/uploaders would (content-addressed,
 * inspected, owned by the uploader), and returns its file URL and hash. Drawing twice the same
 * picture stores it once. */
export async function storeSeedUpload(
  trx: Kysely<Database>,
  upload: { shopId: number; uploader: number; name: string; bytes: Buffer; now: number },
): Promise<{ url: string; sha256: string }> {
  const { shopId, uploader, name, bytes, now } = upload;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const image = await inspectImage(bytes);
  await trx
    .insertInto('uploads')
    .values({
      sha256,
      format: image.format,
      size: bytes.length,
      width: image.width,
      height: image.height,
      content: bytes,
      thumbnail: image.thumbnail,
      created_at: now,
    })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
  await trx
    .insertInto('upload_owners')
    .values({ shop_id: shopId, sha256, uploaded_by: uploader, name, created_at: now })
    .onConflict((oc) => oc.columns(['shop_id', 'sha256']).doNothing())
    .execute();
  return { url: `/api/files/${sha256}.${image.format}`, sha256 };
}

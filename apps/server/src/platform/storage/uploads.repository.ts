import type { Db } from '../db/database.ts';
import type { UploadOwnerTable, UploadTable } from '../db/schema.ts';

/** The stored images and who uploaded them. */
export class UploadsRepository {
  constructor(private readonly db: Db) {}

  /** What is known of an image already stored (its bytes not read). */
  async find(sha256: string) {
    return this.db
      .selectFrom('uploads')
      .select(['sha256', 'format', 'size', 'width', 'height'])
      .where('sha256', '=', sha256)
      .executeTakeFirst();
  }

  /** Stores an image and records its uploader, in one transaction. The same bytes uploaded again
   * (or by two requests at once) are stored once: the key is their hash. */
  async save(upload: UploadTable, owner: UploadOwnerTable): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('uploads')
        .values(upload)
        .onConflict((oc) => oc.column('sha256').doNothing())
        .execute();
      await trx
        .insertInto('upload_owners')
        .values(owner)
        .onConflict((oc) => oc.columns(['shop_id', 'sha256']).doNothing())
        .execute();
    });
  }

  /** Records another uploader of an image already stored. */
  async addOwner(owner: UploadOwnerTable): Promise<void> {
    await this.db
      .insertInto('upload_owners')
      .values(owner)
      .onConflict((oc) => oc.columns(['shop_id', 'sha256']).doNothing())
      .execute();
  }

  async content(sha256: string) {
    return this.db
      .selectFrom('uploads')
      .select(['format', 'content'])
      .where('sha256', '=', sha256)
      .executeTakeFirst();
  }

  async thumbnail(sha256: string) {
    return this.db.selectFrom('uploads').select('thumbnail').where('sha256', '=', sha256).executeTakeFirst();
  }
}

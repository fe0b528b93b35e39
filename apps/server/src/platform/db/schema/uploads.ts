/** Uploaded images (platform/storage). Composed into Database by ../schema.ts; migration 0012. */
export interface UploadsTables {
  uploads: UploadTable;
  upload_owners: UploadOwnerTable;
}

/** One image, stored once whoever uploaded it: keyed by the SHA-256 of its bytes. */
export interface UploadTable {
  sha256: string;
  /** jpeg | png | webp | gif — what the bytes decode as, never what the name or header said. */
  format: string;
  size: number;
  width: number;
  height: number;
  content: Buffer;
  /** A WebP at most 240 px on its longer side. */
  thumbnail: Buffer;
  created_at: number;
}

/** Which shop uploaded an image, by whom, under which file name. */
export interface UploadOwnerTable {
  shop_id: number;
  sha256: string;
  uploaded_by: number;
  name: string;
  created_at: number;
}

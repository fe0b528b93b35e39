import type { UploadFile } from 'antd';
import { exceedsLimit, imageOperationError, type ImageOperation } from '@rxdesk/contract/rules/picker-rules';
import { UPLOAD_FORMATS, type UploadResult } from '@rxdesk/contract/uploads/uploads';

/** §3 image picker result: one stored image, and what tapping it does. */
export interface PickedImage {
  uid: string;
  /** The local file it was uploaded from, for images added in this session. */
  blob?: Blob;
  response: UploadResult;
  operation?: ImageOperation;
}

/** The types the server stores (it checks the bytes too); the file dialog offers only these. */
export const ACCEPTED_IMAGE_TYPES = UPLOAD_FORMATS.map((format) => `image/${format}`);
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export function isAcceptedImage(type: string): boolean {
  return ACCEPTED_IMAGE_TYPES.includes(type.toLowerCase());
}

/** §5: a batch (one drop or one file-dialog choice) is taken whole or not at all, counting what the
 * picker already holds and what is still uploading. */
export function batchFits(held: number, batch: number, limit: number): boolean {
  return !exceedsLimit(held + batch, limit);
}

/** The first §5 rule an image's operation breaks (the link rule), for the form's check. */
export function imagesError(items: readonly PickedImage[]): 'rule.linkValue' | null {
  for (const item of items) {
    const error = imageOperationError(item.operation);
    if (error) return error;
  }
  return null;
}

/** Changing the type clears the value: an id or a link means nothing under another type. */
export function withOptType(item: PickedImage, optType: ImageOperation['opt_type']): PickedImage {
  return { ...item, operation: { opt_type: optType, opt_value: '' } };
}

export function withOptValue(item: PickedImage, optValue: string): PickedImage {
  return { ...item, operation: { opt_type: item.operation?.opt_type ?? 'NONE', opt_value: optValue } };
}

export function replaceItem(items: readonly PickedImage[], next: PickedImage): PickedImage[] {
  return items.map((item) => (item.uid === next.uid ? next : item));
}

/** How the upload list shows a stored image. */
export function toUploadFile(item: PickedImage): UploadFile<UploadResult> {
  return {
    uid: item.uid,
    name: item.response.name,
    status: 'done',
    url: item.response.url,
    thumbUrl: item.response.thumbnail,
    response: item.response,
  };
}

/** Puts a file's new state in the list of unfinished uploads, or adds it. */
export function upsertFile<T extends { uid: string }>(files: readonly T[], file: T): T[] {
  return files.some((f) => f.uid === file.uid)
    ? files.map((f) => (f.uid === file.uid ? file : f))
    : [...files, file];
}

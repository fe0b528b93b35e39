import { describe, expect, it } from 'vitest';
import type { UploadResult } from '@rxdesk/contract/uploads/uploads';
import {
  batchFits,
  IMAGE_ACCEPT,
  imagesError,
  isAcceptedImage,
  replaceItem,
  toUploadFile,
  upsertFile,
  withOptType,
  withOptValue,
  type PickedImage,
} from './image-items.ts';

const response: UploadResult = {
  url: '/files/a.png',
  thumbnail: '/files/a.thumb.webp',
  name: 'a.png',
  ext: 'png',
  size: 10,
  width: 1,
  height: 1,
};
const image = (uid: string, operation?: PickedImage['operation']): PickedImage => ({
  uid,
  response,
  operation,
});

describe('accepted images', () => {
  it('offers JPEG, PNG, WebP and GIF', () => {
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/gif');
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'IMAGE/PNG'])
      expect(isAcceptedImage(type)).toBe(true);
  });
  it('refuses other types', () => {
    for (const type of ['image/svg+xml', 'image/bmp', 'application/pdf', ''])
      expect(isAcceptedImage(type)).toBe(false);
  });
});

describe('file limit', () => {
  it('takes a batch that reaches the limit', () => {
    expect(batchFits(0, 10, 10)).toBe(true);
    expect(batchFits(8, 2, 10)).toBe(true);
  });
  it('refuses a batch that goes past it, whole', () => {
    expect(batchFits(9, 2, 10)).toBe(false);
    expect(batchFits(10, 1, 10)).toBe(false);
    expect(batchFits(0, 11, 10)).toBe(false);
  });
});

describe('operations', () => {
  it('reports a URL value that does not start with / and one more character', () => {
    expect(imagesError([image('1'), image('2', { opt_type: 'URL', opt_value: 'pages/a' })])).toBe(
      'rule.linkValue',
    );
    expect(imagesError([image('1', { opt_type: 'URL', opt_value: '/' })])).toBe('rule.linkValue');
  });
  it('lets good links, other types and no operation through', () => {
    expect(
      imagesError([
        image('1'),
        image('2', { opt_type: 'URL', opt_value: '/pages/goods' }),
        image('3', { opt_type: 'KEYWORD', opt_value: 'x' }),
      ]),
    ).toBeNull();
    expect(imagesError([])).toBeNull();
  });
  it('clears the value when the type changes and keeps the type when the value does', () => {
    const linked = image('1', { opt_type: 'URL', opt_value: '/pages/a' });
    expect(withOptType(linked, 'GOODS').operation).toEqual({ opt_type: 'GOODS', opt_value: '' });
    expect(withOptValue(linked, '/pages/b').operation).toEqual({ opt_type: 'URL', opt_value: '/pages/b' });
    expect(withOptValue(image('2'), 'x').operation).toEqual({ opt_type: 'NONE', opt_value: 'x' });
  });
  it('replaces one image by uid, keeping the order', () => {
    const next = image('2', { opt_type: 'SHOP', opt_value: '9' });
    expect(replaceItem([image('1'), image('2'), image('3')], next).map((i) => i.operation?.opt_type)).toEqual(
      [undefined, 'SHOP', undefined],
    );
  });
});

describe('upload list', () => {
  it('shows a stored image as done, with its thumbnail', () => {
    expect(toUploadFile(image('u1'))).toEqual({
      uid: 'u1',
      name: 'a.png',
      status: 'done',
      url: '/files/a.png',
      thumbUrl: '/files/a.thumb.webp',
      response,
    });
  });
  it('updates an unfinished upload in place or adds it', () => {
    const list = [
      { uid: 'a', percent: 10 },
      { uid: 'b', percent: 0 },
    ];
    expect(upsertFile(list, { uid: 'a', percent: 60 })).toEqual([
      { uid: 'a', percent: 60 },
      { uid: 'b', percent: 0 },
    ]);
    expect(upsertFile(list, { uid: 'c', percent: 0 }).map((f) => f.uid)).toEqual(['a', 'b', 'c']);
  });
});

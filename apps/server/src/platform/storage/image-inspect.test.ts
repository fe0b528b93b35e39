import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectImage, MAX_PIXELS } from './image-inspect.ts';

describe('inspectImage', () => {
  it('refuses an image that would decode to more than the pixel limit, before decoding it', async () => {
    // 7 000 × 7 000 of one colour: a small file that decodes to 49 megapixels.
    const bomb = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: '#fff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(inspectImage(bomb)).rejects.toMatchObject({
      code: 'VALIDATION',
      messageKey: 'upload.tooManyPixels',
      params: { max: MAX_PIXELS },
    });
  });

  it('reads the size the camera held the photo at and thumbnails it upright', async () => {
    const portrait = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#08f' } })
      .jpeg()
      .withMetadata({ orientation: 6 }) // stored landscape, shown rotated 90°
      .toBuffer();
    const inspected = await inspectImage(portrait);
    expect(inspected.format).toBe('jpeg');
    const thumb = await sharp(inspected.thumbnail).metadata();
    expect([thumb.width, thumb.height]).toEqual([80, 240]);
  });
});

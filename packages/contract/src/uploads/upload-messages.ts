/** Messages of the image upload (`base/uploaders`), merged into the API's messages. */
const zh = {
  'upload.noFile': '请选择要上传的图片！',
  'upload.notImage': '只能上传 JPG、PNG、WebP 或 GIF 图片！',
  'upload.tooLarge': '图片大小不能超过 {max}！',
  'upload.tooManyPixels': '图片尺寸过大（最多 {max} 像素）！',
};

const en: Record<keyof typeof zh, string> = {
  'upload.noFile': 'Choose an image to upload.',
  'upload.notImage': 'Only JPEG, PNG, WebP or GIF images can be uploaded.',
  'upload.tooLarge': 'The image must not be larger than {max}.',
  'upload.tooManyPixels': 'The image is too large (at most {max} pixels).',
};

export const UPLOAD_MESSAGES = { zh, en } as const;

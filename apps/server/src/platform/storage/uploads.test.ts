import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** A real image of the given size and format: a pattern, or noise (which hardly compresses). */
async function image(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif', noisy = false) {
  const pixels = noisy ? randomBytes(width * height * 3) : Buffer.alloc(width * height * 3);
  if (!noisy) for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 3) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

function form(bytes: Buffer, name: string, type: string, field = 'file') {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

describe('image uploads (base/uploaders) and the files they are served as', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => {
    // The smallest limit the configuration allows, so "too large" is cheap to reach.
    t = await createTestApp({ UPLOAD_MAX_BYTES: String(64 * 1024) });
    admin = (await t.login('admin', 'admin123')).access_token;
    other = (await t.login('kangning', 'kangning123')).access_token;
  });
  afterAll(() => t.close());

  const upload = (payload: FormData | string, token = admin, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/base/uploaders',
      headers: { authorization: token, ...headers },
      payload,
    });
  const stored = async () =>
    Number(
      (
        await t.db
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('takes the same upload at the admin uploaders addresses of §7 (files, files2)', async () => {
    const png = await image(20, 20, 'png');
    for (const path of ['files', 'files2']) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/admin/systems/uploaders/${path}`,
        headers: { authorization: admin },
        payload: form(png, 'a.png', 'image/png'),
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().url).toMatch(/^\/api\/files\/[0-9a-f]{64}\.png$/);
    }
  });

  it('stores an image under the hash of its bytes, serves it for good, and a WebP thumbnail', async () => {
    const png = await image(600, 400, 'png');
    const r = await upload(form(png, '阿莫西林.png', 'image/png'));
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({
      name: '阿莫西林.png',
      ext: 'png',
      size: png.length,
      width: 600,
      height: 400,
    });
    expect(body.url).toMatch(/^\/api\/files\/[0-9a-f]{64}\.png$/);

    const file = await t.app.inject({ method: 'GET', url: body.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(png)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: body.url,
      headers: { 'if-none-match': String(file.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const thumb = await t.app.inject({ method: 'GET', url: body.thumbnail });
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 160]);

    const logged = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('action', '=', 'upload.image')
      .execute();
    expect(logged.length).toBeGreaterThan(0);
  });

  it('stores the same bytes once, whoever uploads them and under whatever name', async () => {
    const jpeg = await image(80, 60, 'jpeg');
    const first = (await upload(form(jpeg, 'a.jpg', 'image/jpeg'))).json();
    const before = await stored();
    const second = (await upload(form(jpeg, 'b.jpeg', 'application/octet-stream'), other)).json();
    expect(second.url).toBe(first.url);
    expect(second.ext).toBe('jpeg');
    expect(await stored()).toBe(before);
    const owners = await t.db
      .selectFrom('upload_owners')
      .select('shop_id')
      .where('sha256', '=', first.url.slice(-69, -5))
      .execute();
    expect(owners).toHaveLength(2);
  });

  it('decides the type from the bytes: disguised, truncated and SVG files are refused and nothing is stored', async () => {
    const before = await stored();
    const png = await image(50, 50, 'png');
    const cases: [Buffer, string, string][] = [
      [Buffer.from('MZ this is an executable, honest'), 'photo.png', 'image/png'],
      [Buffer.concat([png.subarray(0, 40), Buffer.alloc(2000, 7)]), 'cut.png', 'image/png'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect/></svg>'),
        'x.svg',
        'image/svg+xml',
      ],
    ];
    for (const [bytes, name, type] of cases) {
      const r = await upload(form(bytes, name, type));
      expect(r.statusCode, name).toBe(400);
      expect(r.json()).toEqual({
        code: 'VALIDATION',
        field: 'file',
        message: '只能上传 JPG、PNG、WebP 或 GIF 图片！',
      });
    }
    const en = await upload(form(Buffer.from('text'), 'a.gif', 'image/gif'), admin, {
      'accept-language': 'en',
    });
    expect(en.json().message).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded.');
    expect(await stored()).toBe(before);
  });

  it('refuses a file over the configured size, a request without a file and a caller not signed in', async () => {
    const big = await image(400, 400, 'png', true);
    expect(big.length).toBeGreaterThan(64 * 1024);
    const tooBig = await upload(form(big, 'big.png', 'image/png'));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'file',
      message: '图片大小不能超过 64 KB！',
    });

    const wrongField = await upload(form(await image(10, 10, 'gif'), 'a.gif', 'image/gif', 'image'));
    expect(wrongField.json()).toMatchObject({ code: 'VALIDATION', message: '请选择要上传的图片！' });
    const json = await upload(JSON.stringify({ file: 'x' }), admin, { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'VALIDATION', field: 'file' });

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/base/uploaders',
      payload: form(await image(10, 10, 'webp'), 'a.webp', 'image/webp'),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown hash, the wrong extension and a malformed name', async () => {
    const webp = (await upload(form(await image(30, 30, 'webp'), 'w.webp', 'image/webp'))).json();
    const sha = webp.url.slice(-69, -5);
    for (const url of [`/api/files/${'0'.repeat(64)}.png`, `/api/files/${sha}.png`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/files/..%2Fsecrets.json' })).statusCode).toBe(400);
  });

  it('serves an image uploaded through one server instance from another on the same database', async () => {
    const second = await buildApp({ config: t.config, db: t.db, clock: t.clock, logger: false, bus: t.bus });
    try {
      const gif = await image(20, 20, 'gif');
      const up = (await upload(form(gif, 'a.gif', 'image/gif'))).json();
      const r = await second.inject({ method: 'GET', url: up.url });
      expect(r.statusCode).toBe(200);
      expect(r.rawPayload.equals(gif)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

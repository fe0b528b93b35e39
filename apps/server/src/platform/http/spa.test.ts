import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa.ts';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-abc.js"></script></body></html>';
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const TINY_JS = 'export const a = 1;';

/** A tiny built dist as the web build writes it: brotli and gzip siblings beside the big files,
 * none beside a file too small to be worth compressing. */
function writeDist(dir: string): void {
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of [
    ['index.html', INDEX],
    ['assets/app-abc.js', APP_JS],
  ] as const) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dir, 'assets/tiny-abc.js'), TINY_JS);
}

describe('the built web app', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rxdesk-spa-'));
    writeDist(dir);
    app = Fastify();
    await registerSpa(app, dir);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli file to a browser that accepts it, cached for good', async () => {
    const res = await get('/assets/app-abc.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
    expect(res.rawPayload.length).toBeLessThan(APP_JS.length / 4);
  });

  it('sends the gzip file when brotli is not accepted', async () => {
    const res = await get('/assets/app-abc.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the plain file without Accept-Encoding, or when no compressed sibling exists', async () => {
    const plain = await get('/assets/app-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(APP_JS);

    const identity = await get('/assets/app-abc.js', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(APP_JS);

    const tiny = await get('/assets/tiny-abc.js', 'br, gzip');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe(TINY_JS);
  });

  it('sends index.html compressed and never cached, at / and at any page path', async () => {
    for (const url of ['/', '/order/order-list?page=2']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toBe('Accept-Encoding');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
    const gz = await get('/login', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(INDEX);
  });

  it('sends hashed assets without validators or range support (never revalidated), index.html with its ETag', async () => {
    const asset = await get('/assets/app-abc.js', 'br');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    expect(asset.headers['accept-ranges']).toBeUndefined();
    const index = await get('/', 'br');
    expect(index.headers.etag).toBeDefined();
    expect(index.headers['last-modified']).toBeDefined();
  });

  it('leaves API paths and missing files to the not-found handler', async () => {
    expect((await get('/api/nothing', 'br')).statusCode).toBe(404);
    expect((await get('/assets/missing-abc.js', 'br')).statusCode).toBe(404);
  });
});

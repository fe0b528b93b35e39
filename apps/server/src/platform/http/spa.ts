import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app. Unknown non-API GETs fall back to index.html (history mode); API and
 * realtime paths keep their JSON 404 from the not-found handler. The build writes brotli and gzip
 * siblings (x.js.br, x.js.gz; apps/web/vite.config.ts): the one the browser accepts is sent as is,
 * the plain file when it accepts neither or the file was too small to compress. */
export async function registerSpa(app: FastifyInstance, dist: string | undefined): Promise<void> {
  if (!dist || !existsSync(join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'web app not built: serving the API only (run npm run build)');
    return;
  }
  // Its own scope, so only the web app's answers pass the hook below.
  await app.register(async (web) => {
    // Hashed assets never change and are cached for good (`immutable`): a browser never revalidates
    // them, so their validators and range support were ~100 bytes of headers per file for nothing —
    // ~9 KB over a signed-in page's ~90 files on HTTP/1.1 (issue 18). index.html keeps its ETag.
    web.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/assets/'))
        reply.removeHeader('etag').removeHeader('last-modified').removeHeader('accept-ranges');
      return payload;
    });
    await web.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: ['index.html'],
      cacheControl: false,
      preCompressed: true,
      // Hashed assets never change; index.html must always be re-read to pick up a new build. Every
      // answer depends on Accept-Encoding (@fastify/static does not say so itself), so caches must
      // key on it. `path` is the file sent: x.js.br is still under /assets/.
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    web.get('/*', (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isServerPath(path) || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  });
}

export function isServerPath(path: string): boolean {
  return (
    path === '/api' || path.startsWith('/api/') || path.startsWith('/websocket') || path.startsWith('/stomp')
  );
}

import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import { uploadFileParams, uploadResult } from '@rxdesk/contract/uploads/uploads';
import type { AuthGuard } from '../auth/auth-guard.ts';
import { callerOf } from '../auth/auth-guard.ts';
import { readSingleFile } from '../http/single-file.ts';
import { publicRoutes, sellerRoutes } from '../http/route-schema.ts';
import type { UploadsService } from './uploads.service.ts';

const UPLOAD_PATHS = ['/base/uploaders', '/admin/systems/uploaders/files', '/admin/systems/uploaders/files2'];

// The address of a file is the hash of its bytes: what is served under it can never change.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Image uploads (§7 `base/uploaders`, DESIGN.md §3) and the files they are served as. */
export function uploadsRoutes(deps: {
  service: UploadsService;
  guard: AuthGuard;
  maxBytes: number;
}): FastifyPluginAsync {
  return async (app) => {
    // Multipart only here (and the goods import): one file a request, within the limit.
    await app.register(multipart, { limits: { fileSize: deps.maxBytes, files: 1, fields: 10, parts: 11 } });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { act } = sellerRoutes(deps.guard, ['uploads']);
    const { open } = publicRoutes(['uploads']);

    // §7 names three upload addresses (the seller's `base/uploaders` and the admin uploaders'
    // `files` and `files2`, which the shared pickers call); they are one upload.
    for (const path of UPLOAD_PATHS)
      r.post(
        path,
        act({
          summary:
            'Upload an image (multipart, field `file`): JPEG, PNG, WebP or GIF, decided from the bytes',
          consumes: ['multipart/form-data'],
          response: { 200: uploadResult },
        }),
        async (req) => {
          const { name, bytes } = await readSingleFile(req, {
            maxBytes: deps.maxBytes,
            noFileKey: 'upload.noFile',
            tooLargeKey: 'upload.tooLarge',
            defaultName: '',
          });
          return deps.service.store(callerOf(req), name, bytes);
        },
      );

    r.get(
      '/files/:file',
      open({
        summary: 'A stored image or its thumbnail (cached for good)',
        params: uploadFileParams,
        response: { 404: apiError },
      }),
      async (req, typedReply) => {
        // The body is the file's bytes, not JSON: the reply is used untyped, past the serializer.
        const reply = typedReply as unknown as FastifyReply;
        const file = await deps.service.file(req.params.file);
        reply.header('cache-control', IMMUTABLE).header('etag', file.etag);
        if (req.headers['if-none-match'] === file.etag) return reply.status(304).send();
        return reply
          .type(file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(file.body);
      },
    );
  };
}

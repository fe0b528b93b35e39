import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import { uploadFileParams, uploadResult } from '@rxdesk/contract/uploads/uploads';
import type { AuthGuard } from '../auth/auth-guard.ts';
import { callerOf } from '../auth/auth-guard.ts';
import { AppError } from '../http/app-error.ts';
import { publicRoutes, sellerRoutes } from '../http/route-schema.ts';
import type { UploadsService } from './uploads.service.ts';

const UPLOAD_PATHS = ['/base/uploaders', '/admin/systems/uploaders/files', '/admin/systems/uploaders/files2'];

// The address of a file is the hash of its bytes: what is served under it can never change.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** 65536 → "64 KB", 5242880 → "5 MB". */
const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.round(bytes / 1024)} KB`
    : `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Image uploads (§7 `base/uploaders`, DESIGN.md §3) and the files they are served as. */
export function uploadsRoutes(deps: {
  service: UploadsService;
  guard: AuthGuard;
  maxBytes: number;
}): FastifyPluginAsync {
  return async (app) => {
    // Only here: no other route takes multipart bodies. One file a request, within the limit.
    await app.register(multipart, { limits: { fileSize: deps.maxBytes, files: 1, fields: 10, parts: 11 } });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { act } = sellerRoutes(deps.guard, ['uploads']);
    const { open } = publicRoutes(['uploads']);
    const tooLarge = () =>
      new AppError('VALIDATION', 'upload.tooLarge', { max: sizeText(deps.maxBytes) }, 'file');

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
          const noFile = new AppError('VALIDATION', 'upload.noFile', {}, 'file');
          if (!req.isMultipart()) throw noFile;
          let bytes: Buffer;
          let name: string;
          try {
            const file = await req.file();
            if (!file || file.fieldname !== 'file') throw noFile;
            name = file.filename.slice(0, 200);
            bytes = await file.toBuffer();
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
            throw error;
          }
          if (bytes.length === 0) throw noFile;
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

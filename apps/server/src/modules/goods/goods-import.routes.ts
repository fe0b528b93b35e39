import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localeFromHeader } from '@rxdesk/contract/common/locale';
import { goodsFile, importJob, importJobParams, importStarted } from '@rxdesk/contract/goods/goods-import';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { readSingleFile } from '../../platform/http/single-file.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { GoodsImportService } from './goods-import.service.ts';
import { XLSX_TYPE } from './goods-import-xlsx.ts';

const BASE = '/seller/goods/import';

/** "5 MB" for the refusal message. */

/** RFC 5987: a Chinese file name survives in `filename*`; `filename` carries an ASCII stand-in. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Goods import from the Excel template (issue 20, "Bulk work"). It creates goods, so it asks for
 * the publish permission (good-publish), as the goods wizard does; reading the list and its
 * export only need goods-list. */
export function goodsImportRoutes(deps: {
  service: GoodsImportService;
  guard: AuthGuard;
  maxBytes: number;
}): FastifyPluginAsync {
  return async (app) => {
    // One file a request, within the configured size (GOODS_IMPORT_MAX_BYTES).
    await app.register(multipart, { limits: { fileSize: deps.maxBytes, files: 1, fields: 5, parts: 6 } });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['goods'], 'good-publish');
    const { service } = deps;

    r.get(
      `${BASE}/template`,
      read({
        summary: 'The goods import template (.xlsx): the sheet to fill and its instructions',
        produces: [XLSX_TYPE],
        response: { 200: goodsFile },
      }),
      async (_req, reply) =>
        reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', disposition('商品导入模板.xlsx'))
          .header('access-control-expose-headers', 'content-disposition')
          .send(await service.templateFile()),
    );

    r.post(
      BASE,
      act({
        summary: 'Upload a filled template (multipart, field `file`, .xlsx by content): starts an import job',
        consumes: ['multipart/form-data'],
        response: { 200: importStarted },
      }),
      async (req) => {
        const { name, bytes } = await readSingleFile(req, {
          maxBytes: deps.maxBytes,
          noFileKey: 'error.goodsImport.noFile',
          tooLargeKey: 'error.goodsImport.tooLarge',
          defaultName: 'goods.xlsx',
        });
        return service.start(callerOf(req), name, bytes);
      },
    );

    r.get(
      `${BASE}/:job_id`,
      read({
        summary: 'An import job: status, progress, counts, the first errors and rows (poll it)',
        params: importJobParams,
        response: { 200: importJob },
      }),
      (req) =>
        service.job(callerOf(req), req.params.job_id, localeFromHeader(req.headers['accept-language'])),
    );

    r.get(
      `${BASE}/:job_id/errors.xlsx`,
      read({
        summary: "The error report: the file's rows with an error column",
        params: importJobParams,
        produces: [XLSX_TYPE],
        response: { 200: goodsFile },
      }),
      async (req, reply) => {
        const locale = localeFromHeader(req.headers['accept-language']);
        const { fileName, file } = await service.errorReport(callerOf(req), req.params.job_id, locale);
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', disposition(fileName))
          .header('access-control-expose-headers', 'content-disposition')
          .send(file);
      },
    );

    r.put(
      `${BASE}/:job_id/apply`,
      act({
        summary: 'Write an error-free job: every row in one transaction (in the background; poll the job)',
        params: importJobParams,
        response: { 200: importJob },
      }),
      (req) =>
        service.apply(callerOf(req), req.params.job_id, localeFromHeader(req.headers['accept-language'])),
    );
  };
}

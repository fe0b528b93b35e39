import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  qrcodeGoods,
  qrcodeListQuery,
  qrcodeParams,
  qrcodePng,
  qrcodeQuery,
} from '@rxdesk/contract/goods/qrcode';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { QrcodeService } from './qrcode.service.ts';

// A code changes only with MINIPROGRAM_PAGE_BASE; the goods may lose its approval, so a browser
// keeps it for a while, not for good, and no shared cache keeps it at all.
const PNG_CACHE = 'private, max-age=3600';

/** 推广码: the list of goods with their codes and each code as a PNG (goods-qrcode permission). */
export function qrcodeRoutes(deps: { service: QrcodeService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read } = sellerRoutes(deps.guard, ['goods'], 'goods-qrcode');
    const { service } = deps;

    r.get(
      '/seller/goods/qrcodes',
      read({
        summary: 'On-sale approved goods with the page their promotion code opens',
        querystring: qrcodeListQuery,
        response: { 200: pageOf(qrcodeGoods) },
      }),
      (req) => service.list(callerOf(req), req.query),
    );
    r.get(
      '/seller/goods/:goods_id/qrcode.png',
      read({
        summary: "A goods item's promotion code (PNG, size × size pixels)",
        params: qrcodeParams,
        querystring: qrcodeQuery,
        produces: ['image/png'],
        response: { 200: qrcodePng },
      }),
      async (req, typedReply) => {
        const png = await service.png(callerOf(req), req.params.goods_id, req.query.size);
        // The body is the PNG's bytes, sent past the JSON serializer.
        const reply = typedReply as unknown as FastifyReply;
        return reply
          .type('image/png')
          .header('cache-control', PNG_CACHE)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `inline; filename="goods-${req.params.goods_id}-qrcode.png"`)
          .send(png);
      },
    );
  };
}

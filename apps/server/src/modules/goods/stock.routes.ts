import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  adjustBatchBody,
  batchIdParams,
  expiryQuery,
  expiryRow,
  ledgerQuery,
  ledgerRow,
  receiveBatchBody,
  skuBatches,
  skuIdParams,
  stockSku,
  warningCounts,
  warningQuantityBody,
  warningQuery,
} from '@rxdesk/contract/goods/stock';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { StockService } from './stock.service.ts';

const GOODS = '/seller/goods';

/** Stock by batch (issue 20), Javashop seller paths where it has them (warning-counts, warning
 * goods). Permissions are the screens' route names: good-sku (a SKU's batches), understock-list
 * (warning stock), expiry-list (near-expiry batches). */
export function stockRoutes(deps: { service: StockService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const as = (permission: string | string[]) => sellerRoutes(deps.guard, ['goods'], permission);
    const { service } = deps;

    r.get(
      `${GOODS}/skus/:sku_id/batches`,
      as('good-sku').read({
        summary: "A SKU's batches, earliest expiry first, with days to expiry and expired / near flags",
        params: skuIdParams,
        response: { 200: skuBatches },
      }),
      (req) => service.batches(callerOf(req), req.params.sku_id),
    );
    r.post(
      `${GOODS}/skus/:sku_id/batches`,
      as('good-sku').act({
        summary: 'Receive stock into a batch (a new batch, or more of an existing one with the same expiry)',
        params: skuIdParams,
        body: receiveBatchBody,
        response: { 200: skuBatches },
      }),
      (req) => service.receive(callerOf(req), req.params.sku_id, req.body),
    );
    r.put(
      `${GOODS}/batches/:batch_id/adjust`,
      as('good-sku').act({
        summary: 'Adjust one batch by a counted difference with a reason (never below zero)',
        params: batchIdParams,
        body: adjustBatchBody,
        response: { 200: skuBatches },
      }),
      (req) => service.adjust(callerOf(req), req.params.batch_id, req.body),
    );
    r.get(
      `${GOODS}/skus/:sku_id/ledger`,
      as('good-sku').read({
        summary: "A SKU's stock ledger, newest first (stock = the sum of its rows)",
        params: skuIdParams,
        querystring: ledgerQuery,
        response: { 200: pageOf(ledgerRow) },
      }),
      (req) => service.ledger(callerOf(req), req.params.sku_id, req.query),
    );
    r.get(
      `${GOODS}/warning-goods`,
      as('understock-list').read({
        summary: 'SKUs at or under their warning quantity (their own, else the shop default)',
        querystring: warningQuery,
        response: { 200: pageOf(stockSku) },
      }),
      (req) => service.warning(callerOf(req), req.query),
    );
    r.put(
      `${GOODS}/skus/:sku_id/warning-quantity`,
      as('understock-list').act({
        summary: "Set a SKU's warning quantity (null: the shop default)",
        params: skuIdParams,
        body: warningQuantityBody,
        response: { 200: stockSku },
      }),
      (req) => service.setWarningQuantity(callerOf(req), req.params.sku_id, req.body.warning_quantity),
    );
    r.get(
      '/seller/shops/warning-counts',
      as(['understock-list', 'goods-warning-setting']).read({
        summary: 'The shop default warning quantity and near-expiry days',
        response: { 200: warningCounts },
      }),
      (req) => service.warningCounts(callerOf(req)),
    );
    r.put(
      '/seller/shops/warning-counts',
      as(['understock-list', 'goods-warning-setting']).act({
        summary: 'Change the shop default warning quantity and near-expiry days',
        body: warningCounts,
        response: { 200: warningCounts },
      }),
      (req) => service.setWarningCounts(callerOf(req), req.body),
    );
    r.get(
      `${GOODS}/expiry-batches`,
      as('expiry-list').read({
        summary: 'Batches holding stock that are near expiry or expired (state near | expired)',
        querystring: expiryQuery,
        response: { 200: pageOf(expiryRow) },
      }),
      (req) => service.expiry(callerOf(req), req.query),
    );
  };
}

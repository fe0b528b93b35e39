import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  supplier,
  supplierBody,
  supplierCreated,
  supplierIdParams,
  supplierListQuery,
} from '@rxdesk/contract/goods/suppliers';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { SuppliersService } from './suppliers.service.ts';

const BASE = '/seller/suppliers';

/** 供应商: the drop-ship suppliers, behind the supplier-list permission. */
export function suppliersRoutes(deps: { service: SuppliersService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['goods'], 'supplier-list');
    const { service } = deps;

    r.get(
      BASE,
      read({
        summary: 'Suppliers, newest first, each with its drop-ship goods count',
        querystring: supplierListQuery,
        response: { 200: pageOf(supplier) },
      }),
      (req) => service.list(callerOf(req), req.query),
    );
    r.post(
      BASE,
      act({ summary: 'Add a supplier', body: supplierBody, response: { 200: supplierCreated } }),
      (req) => service.create(callerOf(req), req.body),
    );
    r.put(
      `${BASE}/:supplier_id`,
      act({
        summary: 'Edit a supplier',
        params: supplierIdParams,
        body: supplierBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.update(callerOf(req), req.params.supplier_id, req.body);
        return {};
      },
    );
    for (const [path, disabled] of [
      ['disable', 1],
      ['enable', 0],
    ] as const) {
      r.put(
        `${BASE}/:supplier_id/${path}`,
        act({
          summary:
            disabled === 1
              ? 'Disable a supplier: no new sub-orders go to it (the shop ships its goods itself)'
              : 'Enable a supplier again',
          params: supplierIdParams,
          response: { 200: emptyResult },
        }),
        async (req) => {
          await service.setDisabled(callerOf(req), req.params.supplier_id, disabled);
          return {};
        },
      );
    }
  };
}

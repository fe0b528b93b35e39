import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import {
  organizationNode,
  organizationParams,
  store,
  storeBody,
  storeList,
  storeParams,
  storePharmacists,
} from '@rxdesk/contract/settings/stores';
import { z } from 'zod';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { StoresService } from './stores.service.ts';

/** 门店设置 (store-setting) and the §7 organisation tree of the organisation tree picker. */
export function storesRoutes(deps: { service: StoresService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const page = sellerRoutes(deps.guard, ['stores'], 'store-setting');
    // The picker is shared (like the region picker): any signed-in seller of the shop may read it.
    const picker = sellerRoutes(deps.guard, ['stores']);
    const { service } = deps;
    r.get(
      '/admin/systems/organizations/:id/tree',
      picker.read({
        summary: "The shop's organisation tree (id 0: from the root) — §3 Organization id, name, children",
        params: organizationParams,
        response: { 200: z.array(organizationNode) },
      }),
      (req) => service.tree(callerOf(req), req.params.id),
    );
    r.get(
      '/seller/stores',
      page.read({ summary: "The chain's stores", response: { 200: storeList } }),
      (req) => service.list(callerOf(req)),
    );
    r.get(
      '/seller/stores/pharmacists',
      page.read({
        summary: "The shop's pharmacists (a store's on-duty choice)",
        response: { 200: storePharmacists },
      }),
      (req) => service.pharmacists(callerOf(req)),
    );
    r.post(
      '/seller/stores',
      page.act({ summary: 'Add a store under a group', body: storeBody, response: { 200: store } }),
      (req) => service.create(callerOf(req), req.body),
    );
    r.put(
      '/seller/stores/:id',
      page.act({ summary: 'Edit a store', params: storeParams, body: storeBody, response: { 200: store } }),
      (req) => service.update(callerOf(req), req.params.id, req.body),
    );
    r.delete(
      '/seller/stores/:id',
      page.act({
        summary: 'Delete a store that served no orders',
        params: storeParams,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.remove(callerOf(req), req.params.id);
        return {};
      },
    );
  };
}

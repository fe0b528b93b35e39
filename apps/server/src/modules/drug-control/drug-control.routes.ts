import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openApiKeyHeaders } from '@rxdesk/contract/common/open-api';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  controlGoodsBody,
  controlGoodsParams,
  controlGoodsQuery,
  controlGoodsRow,
  controlOrderDetail,
  controlOrderParams,
  controlOrderQuery,
  controlOrderRow,
  controlSwitch,
  controlSwitchBody,
  controlTemplate,
  controlTemplateBody,
  openControlTemplate,
} from '@rxdesk/contract/drug-control/drug-control';
import { openShopOf, type OpenApiGuard } from '../../platform/auth/open-api-guard.ts';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes, openRoutes } from '../../platform/http/route-schema.ts';
import type { DrugControlService } from './drug-control.service.ts';

const BASE = '/seller/control';

/** Restricted-drug control (§2 controlOrder menu). Paths are ours (§7 does not list them); each
 * screen's route name is the permission its endpoints check. */
export function drugControlRoutes(deps: {
  service: DrugControlService;
  guard: AuthGuard;
  openApi: OpenApiGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const as = (permission: string) => sellerRoutes(deps.guard, ['control'], permission);
    const { open } = openRoutes(deps.openApi, 'orders');
    const { service } = deps;

    r.get(
      `${BASE}/goods`,
      as('controlGoods').read({
        summary: 'Goods with their restriction (restricted=1 marked, 0 not marked)',
        querystring: controlGoodsQuery,
        response: { 200: pageOf(controlGoodsRow) },
      }),
      (req) => service.goods(callerOf(req), req.query),
    );
    r.put(
      `${BASE}/goods/:goods_id`,
      as('controlGoods').act({
        summary: 'Mark goods as restricted, or change its per-buyer limit',
        params: controlGoodsParams,
        body: controlGoodsBody,
        response: { 200: controlGoodsRow },
      }),
      (req) => service.restrict(callerOf(req), req.params.goods_id, req.body.limit_qty, req.body.period_days),
    );
    r.delete(
      `${BASE}/goods/:goods_id`,
      as('controlGoods').act({
        summary: 'Stop restricting goods (its sales stay in the control log)',
        params: controlGoodsParams,
        response: { 200: controlGoodsRow },
      }),
      (req) => service.unrestrict(callerOf(req), req.params.goods_id),
    );
    r.get(
      `${BASE}/switch`,
      as('controlSwitch').read({
        summary: 'The shop-wide control switch',
        response: { 200: controlSwitch },
      }),
      (req) => service.switchState(callerOf(req)),
    );
    r.put(
      `${BASE}/switch`,
      as('controlSwitch').act({
        summary: 'Turn restricted-drug control on or off',
        body: controlSwitchBody,
        response: { 200: controlSwitch },
      }),
      (req) => service.setSwitch(callerOf(req), req.body.enabled),
    );
    r.get(
      `${BASE}/template`,
      as('controlTemplate').read({
        summary: 'The buyer registration template',
        response: { 200: controlTemplate },
      }),
      (req) => service.template(callerOf(req).shopId),
    );
    r.put(
      `${BASE}/template`,
      as('controlTemplate').act({
        summary: 'Change the registration template (real name and national ID are always required)',
        body: controlTemplateBody,
        response: { 200: controlTemplate },
      }),
      (req) => service.setTemplate(callerOf(req), req.body.require_mobile, req.body.notice),
    );
    r.get(
      `${BASE}/orders`,
      as('controlOrder').read({
        summary: 'Control orders: every sale of restricted goods with its buyer and limit check',
        querystring: controlOrderQuery,
        response: { 200: pageOf(controlOrderRow) },
      }),
      (req) => service.orders(callerOf(req), req.query),
    );
    r.get(
      `${BASE}/orders/:sn`,
      as('controlOrder').read({
        summary: 'One control order (controlOrderDetail/:sn)',
        params: controlOrderParams,
        response: { 200: controlOrderDetail },
      }),
      (req) => service.order(callerOf(req), req.params.sn),
    );
    r.get(
      '/open/control/template',
      open({
        summary: 'For the storefront: whether control is on, the registration form, the limited goods',
        headers: openApiKeyHeaders,
        security: [{ apiKey: [] }],
        response: {
          200: openControlTemplate,
        },
      }),
      async (req) => service.openTemplate(openShopOf(req)),
    );
  };
}

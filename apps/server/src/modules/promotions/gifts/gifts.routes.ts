import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  gift,
  giftBody,
  giftCreated,
  giftDetail,
  giftIdParams,
  giftListQuery,
  giftStockBody,
  giftStockResult,
} from '@rxdesk/contract/promotions/gifts';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { GiftsService } from './gifts.service.ts';

const BASE = '/seller/promotion/full-discount-gifts';

/** 赠品 (gift-manager): the shop's gifts, their edits and stock changes. The list is also read by
 * the full-cut screens (their tiers give gifts): any signed-in seller with `enabled_only`. */
export function giftsRoutes(deps: { service: GiftsService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['promotions'], 'gift-manager');
    const anySeller = sellerRoutes(deps.guard, ['promotions']);
    const { service } = deps;

    r.get(
      BASE,
      anySeller.read({
        summary: 'Gifts, newest first, by name; enabled_only=true for the full-cut tier editor',
        querystring: giftListQuery,
        response: { 200: pageOf(gift) },
      }),
      (req) => service.list(callerOf(req), req.query),
    );
    r.post(
      BASE,
      act({
        summary: 'Create a gift with its opening stock',
        body: giftBody,
        response: { 200: giftCreated },
      }),
      (req) => service.create(callerOf(req), req.body),
    );
    r.get(
      `${BASE}/:id`,
      read({
        summary: 'A gift and its latest stock ledger rows',
        params: giftIdParams,
        response: { 200: giftDetail },
      }),
      (req) => service.detail(callerOf(req), req.params.id),
    );
    r.put(
      `${BASE}/:id`,
      act({
        summary: 'Edit a gift (the stock changes only through …/stock)',
        params: giftIdParams,
        body: giftBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.update(callerOf(req), req.params.id, req.body);
        return {};
      },
    );
    r.delete(
      `${BASE}/:id`,
      act({
        summary: 'Delete a gift (refused while a full cut that has not ended names it)',
        params: giftIdParams,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.remove(callerOf(req), req.params.id);
        return {};
      },
    );
    r.post(
      `${BASE}/:id/stock`,
      act({
        summary: 'Change the stock (signed) with a reason: one ledger row; never below zero',
        params: giftIdParams,
        body: giftStockBody,
        response: { 200: giftStockResult },
      }),
      (req) => service.changeStock(callerOf(req), req.params.id, req.body),
    );
  };
}

import type { FastifyInstance } from 'fastify';
// Registers the points area's messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/points/points-messages';
import type { ModuleContext } from '../../platform/module-context.ts';
import { PointsCategoriesRepository } from './points-categories.repository.ts';
import { pointsCategoriesRoutes } from './points-categories.routes.ts';
import { PointsCategories } from './points-categories.service.ts';
import { PointsGoodsRepository } from './points-goods.repository.ts';
import { pointsGoodsRoutes } from './points-goods.routes.ts';
import { PointsGoodsService } from './points-goods.service.ts';

/** The points mall (issue 22): the points categories (the §7 picker and the seller's editing)
 * and the points goods. The points ledger itself is the members area's (`buildMembersPointsPort`). */
export async function registerPointsModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const categories = new PointsCategories(new PointsCategoriesRepository(ctx.db), ctx.log, ctx.clock);
  await api.register(pointsCategoriesRoutes({ categories, guard: ctx.guard }));
  const goods = new PointsGoodsService(new PointsGoodsRepository(ctx.db), ctx.log, ctx.clock);
  await api.register(pointsGoodsRoutes({ service: goods, guard: ctx.guard }));
}

export type { ExchangeGoods, PointsExchangePort } from './points-exchange.port.ts';
export { buildPointsExchangePort } from './points-exchange.port.ts';

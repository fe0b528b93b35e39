import type { FastifyInstance } from 'fastify';
// Registers the gifts' messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/promotions/gift-messages';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { giftsRoutes } from './gifts.routes.ts';
import { GiftsRepository } from './gifts.repository.ts';
import { GiftsService } from './gifts.service.ts';

/** Gifts (赠品, issue 22): the seller's gift list with its stock ledger. Orders take and return
 * gifts through the pricing port (pricing.port.ts → gift-grants.ts), in the order's transaction. */
export async function registerGiftsModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const service = new GiftsService(new GiftsRepository(ctx.db), ctx.log, ctx.clock);
  await api.register(giftsRoutes({ service, guard: ctx.guard }));
}

import type { FastifyInstance } from 'fastify';
// Registers the logistics messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/logistics/logistics-messages';
import type { Db } from '../../platform/db/database.ts';
import type { ModuleContext } from '../../platform/module-context.ts';
import { ExpressChoiceRepository } from './express-choice.repository.ts';
import { ExpressChoiceService } from './express-choice.service.ts';
import { freightQuotePort, type FreightQuotePort } from './freight-quote.port.ts';
import { FreightTemplatesRepository } from './freight-templates.repository.ts';
import { FreightTemplatesService } from './freight-templates.service.ts';
import { logisticsRoutes } from './logistics.routes.ts';

export type { FreightPlan, FreightQuote, FreightQuoteLine, FreightQuotePort } from './freight-quote.port.ts';

/** The intake's shipping quote without the logistics routes: orders, registered before this
 * module, builds it from the database. */
export function buildFreightQuotePort(db: Db): FreightQuotePort {
  return freightQuotePort(new FreightTemplatesRepository(db));
}

/** Logistics (issue 23): the express companies the shop uses (the ship dialog offers only those;
 * setout refuses others) and its freight templates (the open-API intake prices EXPRESS shipping
 * with them through buildFreightQuotePort). */
export async function registerLogisticsModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  await api.register(
    logisticsRoutes({
      express: new ExpressChoiceService(new ExpressChoiceRepository(ctx.db), ctx.log, ctx.clock),
      templates: new FreightTemplatesService(new FreightTemplatesRepository(ctx.db), ctx.log, ctx.clock),
      guard: ctx.guard,
    }),
  );
}

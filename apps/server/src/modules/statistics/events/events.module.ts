import type { FastifyInstance } from 'fastify';
// Registers the events / traffic messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/statistics/events';
import '@rxdesk/contract/statistics/traffic';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { CollectService } from './collect.service.ts';
import { EventsRepository } from './events.repository.ts';
import { eventsRoutes } from './events.routes.ts';
import { EventsService } from './events.service.ts';
import { ReportsRepository } from './reports.repository.ts';
import { reportsRoutes } from './reports.routes.ts';
import { TrafficService } from './traffic.service.ts';

/** Statistics events (issue 25): buyers' views and favourites through the open API, rolled up per
 * shop and day, and the traffic and collect reports read from those rollups. Returns the events
 * service (the seed records its history through it). */
export async function registerStatisticsEventsModule(
  api: FastifyInstance,
  ctx: ModuleContext,
): Promise<{ events: EventsService }> {
  const events = new EventsService(new EventsRepository(ctx.db), ctx.clock);
  const reports = new ReportsRepository(ctx.db);
  await api.register(eventsRoutes({ service: events, openApi: ctx.openApi }));
  await api.register(
    reportsRoutes({
      traffic: new TrafficService(reports, ctx.clock),
      collect: new CollectService(reports, ctx.clock),
      guard: ctx.guard,
      clock: ctx.clock,
    }),
  );
  return { events };
}

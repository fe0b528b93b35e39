import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.ts';
import { Idempotency } from '../../platform/http/idempotency.ts';
import { busNotifier } from './bus-notifier.ts';
import { OrderChanges } from './order-actions.service.ts';
import { OrderCommands } from './order-commands.service.ts';
import { OrderIntakeService } from './order-intake.service.ts';
import { IntakeCompliance } from '../prescription/intake-compliance.ts';
import { OrdersRepository } from './orders.repository.ts';
import { OrdersService } from './orders.service.ts';
import { OrderListRepository } from './order-list.repository.ts';
import { ordersRoutes } from './orders.routes.ts';
import { openOrdersRoutes } from './open-orders.routes.ts';
import { OrderDelivery } from './order-delivery.service.ts';
import { deliveryRoutes } from './delivery.routes.ts';
import { StoreService } from './store.service.ts';
import { storeRoutes } from './store.routes.ts';
import { createDeliveryPartners } from '../../platform/adapters/delivery/delivery-config.ts';
import { RegionsRepository } from '../regions/regions.repository.ts';
import { RegionsService } from '../regions/regions.service.ts';

/** Builds the orders area and registers its routes under the API prefix. */
export async function registerOrdersModule(api: FastifyInstance, ctx: ModuleContext) {
  const repo = new OrdersRepository(ctx.db);
  const notifier = busNotifier(ctx.bus);
  const changes = new OrderChanges(repo, ctx.log, ctx.clock, notifier);
  const regions = new RegionsService(new RegionsRepository(ctx.db));
  const commands = new OrderCommands(repo, changes, regions);
  const intake = new OrderIntakeService(
    repo,
    ctx.log,
    ctx.clock,
    notifier,
    new IntakeCompliance(ctx.db),
    regions,
  );
  await api.register(
    ordersRoutes({
      orders: new OrdersService(repo, new OrderListRepository(ctx.db)),
      commands,
      guard: ctx.guard,
      clock: ctx.clock,
    }),
  );
  const partners = createDeliveryPartners(ctx.config.delivery, { clock: ctx.clock });
  const delivery = new OrderDelivery(
    repo,
    changes,
    { SF: partners.sf, MEITUAN: partners.meituan },
    notifier,
    ctx.clock,
  );
  await api.register(deliveryRoutes({ delivery, guard: ctx.guard }));
  await api.register(storeRoutes({ store: new StoreService(repo, ctx.log, ctx.clock), guard: ctx.guard }));
  await api.register(
    openOrdersRoutes({ intake, idempotency: new Idempotency(ctx.db, ctx.clock), db: ctx.db }),
  );
  return { repo, changes, commands, intake, delivery };
}

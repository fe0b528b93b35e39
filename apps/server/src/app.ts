import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from './platform/config.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { createDatabase, type Db } from './platform/db/database.ts';
import { isPostgres } from './platform/db/dialect.ts';
import { answerFrameworkError, registerErrorHandling } from './platform/http/error-handler.ts';
import { registerSpa } from './platform/http/spa.ts';
import { registerNulGuard } from './platform/http/no-nul.ts';
import { classifyRoutes, recordRouteTable } from './platform/http/route-table.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { createAuthGuard } from './platform/auth/auth-guard.ts';
import { createOpenApiGuard } from './platform/auth/open-api-guard.ts';
import { TokenService } from './platform/auth/tokens.ts';
import { OperationLog } from './platform/audit/operation-log.ts';
import { healthRoutes } from './platform/http/health.routes.ts';
import { UploadsRepository } from './platform/storage/uploads.repository.ts';
import { uploadsRoutes } from './platform/storage/uploads.routes.ts';
import { UploadsService } from './platform/storage/uploads.service.ts';
import { registerAuthModule } from './modules/auth/auth.module.ts';
import { registerSettingsModule } from './modules/settings/settings.module.ts';
import { registerClerksModule } from './modules/clerks/clerks.module.ts';
import { registerGoodsModule } from './modules/goods/goods.module.ts';
import { registerActivitiesModule } from './modules/promotions/activities/activities.module.ts';
import { registerRegionsModule } from './modules/regions/regions.module.ts';
import { registerDrugControlModule } from './modules/drug-control/drug-control.module.ts';
import {
  buildPrescriptionPorts,
  registerPrescriptionModule,
} from './modules/prescription/prescription.module.ts';
import { registerOrdersModule } from './modules/orders/orders.module.ts';
import { buildPricingPort } from './modules/promotions/pricing/pricing.port.ts';
import { registerDropShipModule } from './modules/orders/drop-ship/drop-ship.module.ts';
import { registerAfterSaleModule } from './modules/after-sale/after-sale.module.ts';
import { registerComplaintsModule } from './modules/after-sale/complaints/complaints.module.ts';
import { registerConsultationsModule } from './modules/consultations/asks.module.ts';
import { registerCommentsModule } from './modules/comments/comments.module.ts';
import { registerMembersModule } from './modules/members/members.module.ts';
import { buildCouponSource, registerCouponsModule } from './modules/promotions/coupons/coupons.module.ts';
import { registerPromotionsModule } from './modules/promotions/promotions.module.ts';
import { registerGiftsModule } from './modules/promotions/gifts/gifts.module.ts';
import { registerLogsModule } from './modules/logs/logs.module.ts';
import { registerSeckillModule } from './modules/promotions/seckill/seckill.module.ts';
import { registerGroupBuyModule } from './modules/promotions/group-buy/group-buy.module.ts';
import { registerAssembleModule } from './modules/promotions/assemble/assemble.module.ts';
import { buildAssemblePort } from './modules/promotions/assemble/assemble.port.ts';
import { registerPointsModule } from './modules/points/points.module.ts';
import { registerInvoicesModule } from './modules/invoices/invoices.module.ts';
import { buildInvoiceRequestPort } from './modules/invoices/invoices.module.ts';
import { registerLogisticsModule } from './modules/logistics/logistics.module.ts';
import { registerSettlementModule } from './modules/settlement/settlement.module.ts';
import { registerWaybillsModule } from './modules/logistics/waybills/waybills.module.ts';
import { registerPagesModule } from './modules/pages/pages.module.ts';
import {
  buildLicenceCheckPort,
  registerQualificationsModule,
} from './modules/settings/qualifications/qualifications.module.ts';
import { registerApiKeysModule } from './modules/settings/api-keys/api-keys.module.ts';
import { registerGradesModule } from './modules/settings/grades/grades.module.ts';
import { registerThemeModule } from './modules/settings/theme/theme.module.ts';
import { registerPromotionRulesModule } from './modules/settings/promotion-rules/promotion-rules.module.ts';
import { registerMapsModule } from './modules/maps/maps.module.ts';
import { registerStatisticsModule } from './modules/statistics/statistics.module.ts';
import { registerStatisticsEventsModule } from './modules/statistics/events/events.module.ts';
import { registerStatisticsDashboardModule } from './modules/statistics/dashboard/dashboard.module.ts';
import type { ModuleContext } from './platform/module-context.ts';
import { createEventBus } from './platform/realtime/create-event-bus.ts';
import type { EventBus } from './platform/realtime/event-bus.ts';
import { registerRealtime } from './platform/realtime/register-realtime.ts';

export interface AppDeps {
  config: AppConfig;
  /** Given by tests (a fresh database per file); otherwise opened from the config and closed with the app. */
  db?: Db;
  clock?: Clock;
  logger?: boolean;
  /** Given by tests (e.g. two apps on one Redis channel); otherwise made from REDIS_URL and closed with the app. */
  bus?: EventBus;
}

// The web app's own pages satisfy this: no inline scripts, styles inline (Ant Design's CSS-in-JS),
// images from uploads and data URLs (signatures) — and https images: buyers' review pictures arrive
// through the open API as addresses on the storefront's own storage (issue 21) — sockets back to us. The one outside script is
// the CLodop print service on the shop PC itself (§1 receipts), at its usual local ports.
export const CLODOP_ORIGINS = ['http://localhost:8000', 'http://localhost:18000', 'https://localhost:8443'];
const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...CLODOP_ORIGINS],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  const ownsDb = !deps.db;
  const db = deps.db ?? createDatabase(config.database);

  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              // The login call is a GET (§7): keep the password digest out of the log.
              req: (req) => ({
                method: req.method,
                url: req.url.replace(/(password|code|refresh_token)=[^&]*/gi, '$1=***'),
                ip: req.ip,
              }),
            },
          },
    genReqId: (req) => String(req.headers['x-request-id'] ?? randomUUID()),
    requestIdHeader: 'x-request-id',
    trustProxy: true,
    bodyLimit: 10 * 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  });
  recordRouteTable(app);
  app.decorateRequest('auth', null);
  app.decorateRequest('openShopId', null);
  app.decorateRequest('openKey', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Graceful shutdown: requests in flight finish, and their answers ask the client to close the
  // keep-alive connection, so close() does not wait for idle sockets to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (closing) reply.header('connection', 'close');
  });
  registerErrorHandling(app);
  registerNulGuard(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: CSP },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'RxDesk API',
        version: '1.0.0',
        description: 'Seller and store back-office API (SPEC.md §7)',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The API's own documentation is public; its routes come from the plugin, so they are classified
  // here (the route table refuses a route nobody classified).
  await app.register(async (docs) => {
    docs.addHook('onRoute', classifyRoutes({ kind: 'public' }));
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });

  const tokens = new TokenService(config.jwtSecret, config.accessTokenTtl, clock);
  // Services publish live notices on this after their transaction commits (DESIGN.md §5).
  const bus = deps.bus ?? createEventBus(config, app.log);
  if (!deps.bus) app.addHook('onClose', () => bus.close());
  const log = new OperationLog(db, clock);
  const guard = createAuthGuard({ db, tokens, clock, log });
  const openApi = createOpenApiGuard({ db, clock });
  const ctx: ModuleContext = { config, db, clock, log, guard, openApi, tokens, bus };

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ db, dialect: isPostgres(db) ? 'postgres' : 'sqlite' }));
      const uploads = new UploadsService(new UploadsRepository(db), log, clock);
      await api.register(uploadsRoutes({ service: uploads, guard, maxBytes: config.uploadMaxBytes }));
      // Each area registers its routes and hands back the ports later areas are built with.
      const auth = await registerAuthModule(api, ctx);
      await registerSettingsModule(api, ctx);
      await registerClerksModule(api, ctx);
      const goods = await registerGoodsModule(api, ctx, {
        licences: buildLicenceCheckPort(ctx.db, ctx.clock),
      });
      await registerActivitiesModule(api, ctx);
      await registerSeckillModule(api, ctx);
      await registerGroupBuyModule(api, ctx);
      await registerPromotionsModule(api, ctx);
      const regions = await registerRegionsModule(api, ctx);
      const drugControl = await registerDrugControlModule(api, ctx);
      const prescriptions = buildPrescriptionPorts(ctx, drugControl);
      const pricing = buildPricingPort(ctx.db, { coupons: buildCouponSource(ctx.db) });
      const orders = await registerOrdersModule(
        api,
        ctx,
        goods,
        regions,
        prescriptions,
        pricing,
        buildAssemblePort(ctx.db),
        buildInvoiceRequestPort(ctx.db),
      );
      await registerAssembleModule(api, ctx, orders);
      await registerDropShipModule(api, ctx);
      await registerPrescriptionModule(api, ctx, auth, orders);
      const afterSale = await registerAfterSaleModule(api, ctx, orders, goods);
      await registerComplaintsModule(api, ctx);
      await registerConsultationsModule(api, ctx);
      await registerCommentsModule(api, ctx, orders.reads);
      await registerMembersModule(api, ctx, {
        orders: orders.reads,
        afterSale,
        prescriptions: prescriptions.records,
      });
      await registerCouponsModule(api, ctx);
      await registerGiftsModule(api, ctx);
      await registerLogsModule(api, ctx);
      await registerPointsModule(api, ctx);
      await registerInvoicesModule(api, ctx, { refunds: afterSale.paidRefunds });
      await registerLogisticsModule(api, ctx);
      await registerSettlementModule(api, ctx);
      await registerWaybillsModule(api, ctx, orders);
      await registerPagesModule(api, ctx);
      await registerQualificationsModule(api, ctx);
      await registerApiKeysModule(api, ctx);
      await registerGradesModule(api, ctx);
      await registerThemeModule(api, ctx);
      await registerPromotionRulesModule(api, ctx);
      await registerMapsModule(api, ctx);
      const statistics = await registerStatisticsModule(api, ctx);
      await registerStatisticsEventsModule(api, ctx);
      await registerStatisticsDashboardModule(api, ctx, statistics);
    },
    { prefix: '/api' },
  );
  await registerRealtime(app, { bus, db, tokens, clock });
  await registerSpa(app, config.webDist);

  if (ownsDb) app.addHook('onClose', async () => db.destroy());
  return app;
}

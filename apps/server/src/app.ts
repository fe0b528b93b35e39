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
import { registerErrorHandling } from './platform/http/error-handler.ts';
import { registerSpa } from './platform/http/spa.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { createAuthGuard } from './platform/auth/auth-guard.ts';
import { TokenService } from './platform/auth/tokens.ts';
import { OperationLog } from './platform/audit/operation-log.ts';
import { AuthRepository } from './modules/auth/auth.repository.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { SettingsRepository } from './modules/settings/settings.repository.ts';
import { SettingsService } from './modules/settings/settings.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { ClerksRepository } from './modules/clerks/clerks.repository.ts';
import { ClerksService } from './modules/clerks/clerks.service.ts';
import { RolesService } from './modules/clerks/roles.service.ts';
import { clerksRoutes } from './modules/clerks/clerks.routes.ts';
import { VerificationRepository } from './modules/auth/verification.repository.ts';
import { CaptchaService } from './modules/auth/captcha.service.ts';
import { SmsCodeService } from './modules/auth/sms-code.service.ts';
import { AlternativeLoginService } from './modules/auth/alternative-login.service.ts';
import { alternativeLoginRoutes } from './modules/auth/alternative-login.routes.ts';
import { PharmacistRepository } from './modules/prescription/pharmacist.repository.ts';
import { PharmacistService } from './modules/prescription/pharmacist.service.ts';
import { pharmacistRoutes } from './modules/prescription/pharmacist.routes.ts';
import { createSmsSender } from './platform/adapters/sms/create-sms-sender.ts';
import { WecomClient } from './platform/adapters/wecom/wecom-client.ts';
import { GoodsRepository } from './modules/goods/goods.repository.ts';
import { GoodsService } from './modules/goods/goods.service.ts';
import { goodsRoutes } from './modules/goods/goods.routes.ts';
import { healthRoutes } from './platform/http/health.routes.ts';
import { registerOrdersModule } from './modules/orders/orders.module.ts';
import { registerAfterSalesModule } from './modules/after-sale/after-sale.module.ts';
import { registerComplaintsModule } from './modules/after-sale/complaints/complaints.module.ts';
import { registerPrescriptionModule } from './modules/prescription/prescription.module.ts';
import { registerDrugControlModule } from './modules/drug-control/drug-control.module.ts';
import { registerSupplierOrdersModule } from './modules/orders/drop-ship/drop-ship.module.ts';
import { RegionsRepository } from './modules/regions/regions.repository.ts';
import { RegionsService } from './modules/regions/regions.service.ts';
import { regionsRoutes } from './modules/regions/regions.routes.ts';
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
// images from uploads and data URLs (signatures), sockets back to us. The one outside script is
// the CLodop print service on the shop PC itself (§1 receipts), at its usual local ports.
export const CLODOP_ORIGINS = ['http://localhost:8000', 'http://localhost:18000', 'https://localhost:8443'];
const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...CLODOP_ORIGINS],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
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
  });
  app.decorateRequest('auth', null);
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
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const tokens = new TokenService(config.jwtSecret, config.accessTokenTtl, clock);
  // Services publish live notices on this after their transaction commits (DESIGN.md §5).
  const bus = deps.bus ?? createEventBus(config, app.log);
  if (!deps.bus) app.addHook('onClose', () => bus.close());
  const log = new OperationLog(db, clock);
  const guard = createAuthGuard({ db, tokens, clock, log });
  const authRepository = new AuthRepository(db);
  const authService = new AuthService(
    authRepository,
    tokens,
    log,
    clock,
    config.refreshTokenTtl,
    config.jwtSecret,
    bus,
  );
  const verification = new VerificationRepository(db);
  const captcha = new CaptchaService(verification, clock, config.jwtSecret);
  const smsCodes = new SmsCodeService(
    verification,
    createSmsSender(config, app.log, clock),
    clock,
    config.jwtSecret,
  );
  const wecom = config.wecom ? new WecomClient(config.wecom) : null;
  const alternativeLogin = new AlternativeLoginService(
    authRepository,
    authService,
    captcha,
    smsCodes,
    wecom,
    log,
  );
  const clerksRepository = new ClerksRepository(db);
  const ctx: ModuleContext = { config, db, clock, log, guard, tokens, bus };

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ db, dialect: isPostgres(db) ? 'postgres' : 'sqlite' }));
      await api.register(authRoutes({ service: authService, guard }));
      await api.register(settingsRoutes({ service: new SettingsService(new SettingsRepository(db)), guard }));
      await api.register(alternativeLoginRoutes({ service: alternativeLogin, captcha }));
      await api.register(
        clerksRoutes({
          clerks: new ClerksService(clerksRepository, log, clock, bus),
          roles: new RolesService(clerksRepository, log, clock),
          guard,
        }),
      );
      await api.register(
        pharmacistRoutes({ service: new PharmacistService(new PharmacistRepository(db), log, clock), guard }),
      );
      await api.register(goodsRoutes({ service: new GoodsService(new GoodsRepository(db)), guard }));
      await api.register(regionsRoutes({ service: new RegionsService(new RegionsRepository(db)), guard }));
      const orders = await registerOrdersModule(api, ctx);
      await registerAfterSalesModule(api, ctx, orders);
      await registerComplaintsModule(api, ctx);
      await registerPrescriptionModule(api, ctx, orders);
      await registerDrugControlModule(api, ctx);
      await registerSupplierOrdersModule(api, ctx);
    },
    { prefix: '/api' },
  );
  await registerRealtime(app, { bus, db, tokens, clock });
  await registerSpa(app, config.webDist);

  if (ownsDb) app.addHook('onClose', async () => db.destroy());
  return app;
}

import type { AuthGuard } from './auth/auth-guard.ts';
import type { OpenApiGuard } from './auth/open-api-guard.ts';
import type { TokenService } from './auth/tokens.ts';
import type { OperationLog } from './audit/operation-log.ts';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { EventBus } from './realtime/event-bus.ts';

/** What every module is built from: app.ts makes one and hands it to each module's register. */
export interface ModuleContext {
  config: AppConfig;
  db: Db;
  clock: Clock;
  log: OperationLog;
  guard: AuthGuard;
  /** The open API's shop-key guard (X-Api-Key). */
  openApi: OpenApiGuard;
  tokens: TokenService;
  bus: EventBus;
}

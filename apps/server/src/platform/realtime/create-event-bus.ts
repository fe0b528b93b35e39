import type { AppConfig } from '../config.ts';
import type { BusLogger, EventBus } from './event-bus.ts';
import { InProcessBus } from './in-process-bus.ts';
import { RedisBus } from './redis-bus.ts';

/** In-process for one process (default); Redis pub/sub when REDIS_URL is set (DESIGN.md §1). */
export function createEventBus(config: Pick<AppConfig, 'redisUrl'>, log: BusLogger): EventBus {
  return config.redisUrl ? new RedisBus(config.redisUrl, log) : new InProcessBus(log);
}

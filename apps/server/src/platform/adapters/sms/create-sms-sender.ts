import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Clock } from '../../clock.ts';
import { HttpSmsSender } from './http-sms-sender.ts';
import { LogSmsSender } from './log-sms-sender.ts';
import type { SmsSender } from './sms-sender.ts';

export function createSmsSender(config: AppConfig, logger: FastifyBaseLogger, clock: Clock): SmsSender {
  return config.sms.provider === 'http'
    ? new HttpSmsSender(config.sms)
    : new LogSmsSender(config.dataDir, logger, clock);
}

import type { FastifyBaseLogger } from 'fastify';
import type { RefundService } from './refunds.service.ts';

/** Sends due online refunds on a timer: failed ones at their next retry time (bounded, see
 * RefundService), and requests left without a result. Every process may run one: a refund is
 * claimed with a conditional update, so two workers never send the same refund at once. */
export function startRefundRetryWorker(refunds: RefundService, intervalMs: number, log: FastifyBaseLogger) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    refunds
      .retryDue()
      .catch((err: unknown) => log.error({ err }, 'refund retry run failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Idempotency, KeyInTrx } from './idempotency.ts';

/** Runs `work` once per Idempotency-Key (when given): a retry with the same key and body gets the
 * first answer again, another body under the same key 422. */
export async function idempotent<T>(
  deps: { idempotency: Idempotency },
  req: FastifyRequest,
  reply: FastifyReply,
  shopId: number,
  scope: string,
  request: unknown,
  statusCode: number,
  work: () => Promise<T>,
) {
  const key = req.headers['idempotency-key'];
  if (typeof key !== 'string' || !key) return reply.status(statusCode).send(await work());
  const result = await deps.idempotency.run(shopId, scope, key, request, async () => ({
    statusCode,
    body: await work(),
  }));
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(result.statusCode).send(result.body);
}

/** As `idempotent`, for work that stores its answer in its own transaction (an order intake): the
 * key is claimed and answered there (`runInTransaction`), so a retry never sees half an order. */
export async function idempotentInTransaction<T>(
  deps: { idempotency: Idempotency },
  req: FastifyRequest,
  reply: FastifyReply,
  shopId: number,
  scope: string,
  request: unknown,
  statusCode: number,
  work: (key?: KeyInTrx) => Promise<T>,
) {
  const key = req.headers['idempotency-key'];
  if (typeof key !== 'string' || !key) return reply.status(statusCode).send(await work());
  const result = await deps.idempotency.runInTransaction(shopId, scope, key, request, async (k) => ({
    statusCode,
    body: await work(k),
  }));
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(result.statusCode).send(result.body);
}

import { z } from 'zod';

/** GET /api/health — ok only when the database answered a round trip. */
export const healthOk = z.object({ status: z.literal('ok'), db: z.literal('ok'), dialect: z.string() });
/** The 503 answer of GET /api/health: the database did not answer. */
export const healthDown = z.object({
  status: z.literal('error'),
  db: z.literal('error'),
  dialect: z.string(),
});

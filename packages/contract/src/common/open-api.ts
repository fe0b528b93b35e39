import { z } from 'zod';

/** Headers of an open-API write (storefront / ERP / POS): the shop's key, and an optional
 * Idempotency-Key that makes a retry return the first answer instead of acting twice. */
export const openApiHeaders = z.object({
  'x-api-key': z.string().optional(),
  'idempotency-key': z.string().min(8).max(100).optional(),
});

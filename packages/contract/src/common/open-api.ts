import { z } from 'zod';

/** Headers of an open-API read: the shop's key (checked by the open-API guard). */
export const openApiKeyHeaders = z.object({ 'x-api-key': z.string().optional() });

/** Headers of an open-API write (storefront / ERP / POS): the shop's key, and an optional
 * Idempotency-Key that makes a retry return the first answer instead of acting twice. */
export const openApiHeaders = openApiKeyHeaders.extend({
  'idempotency-key': z.string().min(8).max(100).optional(),
});

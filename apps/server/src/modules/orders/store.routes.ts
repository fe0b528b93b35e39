import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import { pendingEntryOrder } from '@rxdesk/contract/live/live-notices';
import { printerSetting, savePrinterBody } from '@rxdesk/contract/orders/orders';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import type { StoreService } from './store.service.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 423: apiError };

/** Store-side order support (§7, paths ours): the pending-entry list behind the top-bar counter,
 * and the receipt printer each seller chose. */
export function storeRoutes(deps: { store: StoreService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['store'];
    r.get(
      '/seller/store/orders/pending',
      {
        onRequest: deps.guard({ permission: 'order-list' }),
        schema: {
          tags,
          summary: "The shop's orders awaiting entry (§3 pending-entry fields), newest first",
          response: {
            200: z.object({ data: z.array(pendingEntryOrder), data_total: z.number() }),
            ...errors,
          },
        },
      },
      (req) => deps.store.pendingEntry(callerOf(req).shopId),
    );
    r.get(
      '/seller/store/printer',
      {
        onRequest: deps.guard(),
        schema: {
          tags,
          summary: "The caller's receipt printer",
          response: { 200: printerSetting, ...errors },
        },
      },
      (req) => deps.store.printer(callerOf(req)),
    );
    r.put(
      '/seller/store/printer',
      {
        onRequest: deps.guard(),
        schema: {
          tags,
          summary: "Save the caller's receipt printer (seller_id must be the caller)",
          body: savePrinterBody,
          response: { 200: printerSetting, ...errors },
        },
      },
      (req) => deps.store.savePrinter(callerOf(req), req.body.seller_id, req.body.print_name),
    );
  };
}

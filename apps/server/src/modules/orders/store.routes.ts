import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pendingEntryList } from '@rxdesk/contract/live/live-notices';
import { printerSetting, savePrinterBody } from '@rxdesk/contract/orders/orders';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { StoreService } from './store.service.ts';

/** Store-side order support (§7, paths ours): the pending-entry list behind the top-bar counter,
 * and the receipt printer each seller chose. */
export function storeRoutes(deps: { store: StoreService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['store']);
    const orderList = sellerRoutes(deps.guard, ['store'], 'order-list');
    r.get(
      '/seller/store/orders/pending',
      orderList.read({
        summary: "The shop's orders awaiting entry (§3 pending-entry fields), newest first",
        response: {
          200: pendingEntryList,
        },
      }),
      (req) => deps.store.pendingEntry(callerOf(req).shopId),
    );
    r.get(
      '/seller/store/printer',
      read({
        summary: "The caller's receipt printer",
        response: { 200: printerSetting },
      }),
      (req) => deps.store.printer(callerOf(req)),
    );
    r.put(
      '/seller/store/printer',
      act({
        summary: "Save the caller's receipt printer (seller_id must be the caller)",
        body: savePrinterBody,
        response: { 200: printerSetting },
      }),
      (req) => deps.store.savePrinter(callerOf(req), req.body.seller_id, req.body.print_name),
    );
  };
}

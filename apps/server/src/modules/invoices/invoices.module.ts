import type { FastifyInstance } from 'fastify';
// Registers the invoices' messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/invoices/invoice-messages';
import type { ModuleContext } from '../../platform/module-context.ts';
import { InvoiceActions } from './invoice-actions.service.ts';
import { invoiceActionsRoutes } from './invoice-actions.routes.ts';
import type { RefundTotals } from './invoice-rows.ts';
import { InvoicesRepository } from './invoices.repository.ts';
import { invoicesRoutes } from './invoices.routes.ts';
import { InvoicesService } from './invoices.service.ts';

// The port the orders intake writes the request through (built before the orders module).
export { buildInvoiceRequestPort, type InvoiceRequestPort } from './invoice-request.port.ts';

/** Invoices (发票, issue 23): the shop's invoice settings, the invoices its buyers request with
 * their orders (recorded in the intake's transaction by invoice-request.port.ts, built before the
 * orders module), and the seller's issue / void / red-letter actions. The refunds that make an
 * issued invoice need its red-letter note are the after-sale area's, read through its port. */
export async function registerInvoicesModule(
  api: FastifyInstance,
  ctx: ModuleContext,
  deps: { refunds: RefundTotals },
): Promise<void> {
  const repo = new InvoicesRepository(ctx.db);
  const service = new InvoicesService(repo, deps.refunds, ctx.log, ctx.clock);
  const actions = new InvoiceActions(repo, deps.refunds, ctx.log, ctx.clock);
  await api.register(invoicesRoutes({ service, guard: ctx.guard, clock: ctx.clock }));
  await api.register(invoiceActionsRoutes({ actions, guard: ctx.guard }));
}

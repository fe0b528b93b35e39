import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  invoiceDetail,
  invoiceExportFile,
  invoiceExportQuery,
  invoiceListQuery,
  invoiceRow,
  invoiceSetting,
  invoiceSettingBody,
  invoiceSnQuery,
  orderInvoices,
  orderInvoicesQuery,
} from '@rxdesk/contract/invoices/invoices';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import type { Clock } from '../../platform/clock.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import { XLSX_TYPE, sendXlsx } from '../../platform/xlsx/xlsx-download.ts';
import type { InvoicesService } from './invoices.service.ts';
import { invoiceSheet } from './invoice-export.ts';

export const INVOICE_BASE = '/seller/trade/invoice';

/** §7 invoice reads (发票管理, invoice-history) and the shop's invoice settings (invoice-setting).
 * An order's invoices are read by the order detail, so they ask for order-list. */
export function invoicesRoutes(deps: {
  service: InvoicesService;
  guard: AuthGuard;
  clock: Clock;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const history = sellerRoutes(deps.guard, ['invoices'], 'invoice-history');
    const settings = sellerRoutes(deps.guard, ['invoices'], 'invoice-setting');
    const orders = sellerRoutes(deps.guard, ['invoices'], 'order-list');
    const { service } = deps;

    r.get(
      '/seller/shops/invoice-setting',
      settings.read({
        summary: 'The invoice kinds and contents the shop offers',
        response: { 200: invoiceSetting },
      }),
      (req) => service.setting(callerOf(req)),
    );
    r.put(
      '/seller/shops/invoice-setting',
      settings.act({
        summary: 'Set the invoice kinds (none = no invoices) and contents the shop offers',
        body: invoiceSettingBody,
        response: { 200: invoiceSetting },
      }),
      (req) => service.saveSetting(callerOf(req), req.body),
    );
    r.get(
      INVOICE_BASE,
      history.read({
        summary: 'Invoices, newest first: status tab, order sn, invoice sn, kind, title, request dates',
        querystring: invoiceListQuery,
        response: { 200: pageOf(invoiceRow) },
      }),
      (req) => service.list(callerOf(req), req.query),
    );
    r.get(
      `${INVOICE_BASE}/sn`,
      history.read({
        summary: 'An invoice by its invoice sn, with its history',
        querystring: invoiceSnQuery,
        response: { 200: invoiceDetail },
      }),
      (req) => service.bySn(callerOf(req), req.query.sn),
    );
    r.get(
      `${INVOICE_BASE}/list`,
      orders.read({
        summary: "An order's invoices (the order detail's invoice section)",
        querystring: orderInvoicesQuery,
        response: { 200: orderInvoices },
      }),
      (req) => service.ofOrder(callerOf(req), req.query.order_sn),
    );
    r.get(
      `${INVOICE_BASE}/export`,
      history.read({
        summary: 'Export the filtered invoices as XLSX (streamed)',
        querystring: invoiceExportQuery,
        produces: [XLSX_TYPE],
        response: { 200: invoiceExportFile },
      }),
      async (req, reply) => {
        const { shopId } = callerOf(req);
        const total = await service.count(shopId, req.query);
        const file = invoiceSheet(service.exportRows(shopId, req.query));
        return sendXlsx(reply, { what: 'invoices', now: deps.clock.now(), total, file });
      },
    );
  };
}

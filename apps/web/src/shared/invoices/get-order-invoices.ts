import type { InvoiceRow } from '@rxdesk/contract/invoices/invoices';
import { apiClient } from '../http/api-client.ts';

/** GET seller/trade/invoice/list?order_sn= — an order's invoices. Read by the invoice detail and
 * by the order detail's invoice section. */
export function getOrderInvoices(orderSn: string): Promise<InvoiceRow[]> {
  return apiClient.get<InvoiceRow[]>('seller/trade/invoice/list', { params: { order_sn: orderSn } });
}

/** The invoice detail's address (§2 settlement/invoice-detail/:sn). */
export function invoiceDetailHref(invoiceSn: string): string {
  return `/settlement/invoice-detail/${encodeURIComponent(invoiceSn)}`;
}

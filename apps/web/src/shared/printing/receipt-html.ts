import { maskMobile } from '@rxdesk/contract/common/mobile-mask';
import type { PrintData } from '@rxdesk/contract/orders/orders';

/** §9 receipt page, in CLodop units (px). */
export const RECEIPT_WIDTH = 480;
export const RECEIPT_HEIGHT = 2100;

/** Receipt labels, looked up by the caller in the UI language (keys under `printing.receipt`). */
export type ReceiptLabel =
  | 'serial'
  | 'sn'
  | 'time'
  | 'consignee'
  | 'phone'
  | 'address'
  | 'remark'
  | 'goods'
  | 'spec'
  | 'dosageForm'
  | 'manufacturer'
  | 'storage'
  | 'quantity'
  | 'price'
  | 'subtotal'
  | 'code'
  | 'goodsNum'
  | 'shipping'
  | 'discount'
  | 'total'
  | 'source'
  | 'shopPhone'
  | 'gift';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const money = (yuan: number) => `¥${yuan.toFixed(2)}`;

/** The receipt as self-contained HTML (inline styles only): the same markup goes to CLodop's
 * ADD_PRINT_HTM and to the browser-print fallback. Every §3 print-data field is on it. */
export function receiptHtml(data: PrintData, label: (key: ReceiptLabel) => string): string {
  const e = escapeHtml;
  const row = (key: ReceiptLabel, value: string) => `<div><b>${e(label(key))}：</b>${e(value)}</div>`;
  const lines = data.order_sku_list
    .map(
      (line) => `<tr><td colspan="4" style="padding-top:4px"><b>${e(line.goods_print_name)}</b></td></tr>
<tr><td colspan="4" style="font-size:11px">${e(label('spec'))}：${e(line.specifications)}&emsp;${e(label('dosageForm'))}：${e(line.dosage_form)}</td></tr>
<tr><td colspan="4" style="font-size:11px">${e(label('manufacturer'))}：${e(line.production_enterprise)}</td></tr>
<tr><td colspan="4" style="font-size:11px">${e(label('storage'))}：${e(line.storage)}&emsp;${e(label('code'))}：${e(line.goods_code)}</td></tr>
<tr><td></td><td style="text-align:right">×${e(line.num)}</td><td style="text-align:right">${e(money(line.original_price))}</td><td style="text-align:right">${e(money(line.subtotal))}</td></tr>`,
    )
    .join('\n');
  // What the full-cut tier gave and the buyer receives (granted, not returned): 赠品 name ×n.
  const gifts = data.gifts
    .filter((g) => g.granted && !g.returned)
    .map((g) => row('gift', `${g.name} ×${g.num}`))
    .join('\n');
  return `<div style="width:${RECEIPT_WIDTH - 20}px;font-family:'Microsoft YaHei',sans-serif;font-size:13px;line-height:1.5;color:#000">
<div style="text-align:center;font-size:18px;font-weight:bold">${e(data.site_name)}</div>
<div style="text-align:center;font-size:24px;font-weight:bold">#${e(data.order_serial_number)}</div>
${row('serial', String(data.order_serial_number))}
${row('sn', data.sn)}
${row('time', data.create_time_text)}
${row('source', data.source)}
<hr style="border:0;border-top:1px dashed #000"/>
${row('consignee', data.consignee)}
${row('phone', maskMobile(data.phone))}
${row('address', data.address)}
${row('remark', data.remark)}
<hr style="border:0;border-top:1px dashed #000"/>
<table style="width:100%;border-collapse:collapse;font-size:13px">
<tr><th style="text-align:left">${e(label('goods'))}</th><th style="text-align:right">${e(label('quantity'))}</th><th style="text-align:right">${e(label('price'))}</th><th style="text-align:right">${e(label('subtotal'))}</th></tr>
${lines}
</table>
<hr style="border:0;border-top:1px dashed #000"/>
${row('goodsNum', String(data.goods_num))}
${row('shipping', money(data.shipping_price))}
${data.discounts.map((d) => `<div>${e(d.title)}<span style="float:right">-${e(money(d.amount))}</span></div>`).join('\n')}
${row('discount', money(data.discount_price))}
${gifts}
<div style="font-size:16px"><b>${e(label('total'))}：${e(money(data.order_price))}</b></div>
<hr style="border:0;border-top:1px dashed #000"/>
<div style="text-align:center">${e(data.seller_name)}</div>
<div style="text-align:center">${e(label('shopPhone'))}：${e(data.shop_contact_phone)}</div>
</div>`;
}

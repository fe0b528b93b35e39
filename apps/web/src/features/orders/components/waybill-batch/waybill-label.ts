import type { Waybill } from '@rxdesk/contract/logistics/waybills';

/** The label's printed words (in the UI language). */
export interface LabelWords {
  receiver: string;
  sender: string;
  goods: string;
  order: string;
  remark: string;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A phone number on a parcel shows its middle four digits masked (the buyer's privacy). */
const maskMobile = (m: string) => m.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

/** One 100 × 180 mm e-waybill label as HTML: company, the waybill number large (with a Code 39
 * style bar text for scanners that read the printed digits), receiver, sender, goods. */
export function waybillLabelHtml(w: Waybill, words: LabelWords): string {
  const l = w.label;
  const row = 'border-bottom:1px solid #000;padding:2mm 3mm;';
  return `<div style="width:100mm;height:180mm;box-sizing:border-box;border:1px solid #000;font-family:sans-serif;font-size:11pt;page-break-after:always">
<div style="${row}font-size:16pt;font-weight:bold">${esc(l.express_name)}</div>
<div style="${row}text-align:center"><div style="font-family:'Libre Barcode 39',monospace;font-size:30pt;letter-spacing:1px">*${esc(w.waybill_no)}*</div><div style="font-size:18pt;font-weight:bold;letter-spacing:2px">${esc(w.waybill_no)}</div></div>
<div style="${row}"><b>${esc(words.receiver)}</b> ${esc(l.receiver.name)} ${esc(maskMobile(l.receiver.mobile))}<br/>${esc(l.receiver.address)}</div>
<div style="${row}"><b>${esc(words.sender)}</b> ${esc(l.sender.name)} ${esc(l.sender.mobile)}<br/>${esc(l.sender.address)}</div>
<div style="${row}"><b>${esc(words.goods)}</b> ${esc(l.goods)}</div>
<div style="padding:2mm 3mm">${esc(words.order)} ${esc(w.order_sn)}${l.remark ? `<br/>${esc(words.remark)} ${esc(l.remark)}` : ''}</div>
</div>`;
}

import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import { invoiceSnOf } from '../modules/invoices/invoice-request.port.ts';

type Trx = Kysely<Database>;
const HOUR = 3600;

/** A tiny but valid one-page PDF: what the demo's issued electronic invoices download. */
export function demoInvoicePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type Plan = {
  kind: 'PLAIN' | 'VAT_SPECIAL' | 'ELECTRONIC';
  company: boolean;
  state: 'PENDING' | 'PAPER' | 'ELECTRONIC' | 'VOIDED';
};
const PLANS: Plan[] = [
  { kind: 'ELECTRONIC', company: false, state: 'PENDING' },
  { kind: 'PLAIN', company: true, state: 'PENDING' },
  { kind: 'VAT_SPECIAL', company: true, state: 'PENDING' },
  { kind: 'ELECTRONIC', company: true, state: 'ELECTRONIC' },
  { kind: 'PLAIN', company: false, state: 'PAPER' },
  { kind: 'VAT_SPECIAL', company: true, state: 'PAPER' },
  { kind: 'ELECTRONIC', company: false, state: 'ELECTRONIC' },
  { kind: 'PLAIN', company: true, state: 'VOIDED' },
  { kind: 'ELECTRONIC', company: false, state: 'PENDING' },
];
const COMPANIES = ['上海浦江医药科技有限公司', '杭州西溪健康管理有限公司', '苏州工业园区康泰贸易有限公司'];
const PEOPLE = ['刘晓梅', '王建国', '陈思远'];

/**
 * Invoices (issue 23) of the demo shop: its settings offer all three kinds and both contents, and
 * ten of its paid orders carry an invoice request in every state — pending, issued on paper or
 * electronically (with a PDF), voided — one of them issued on an order partly refunded, so the
 * list shows a "needs red note" row. Runs after the orders and refunds are seeded.
 */
export async function seedInvoices(trx: Trx, shopId: number, now: number, by: string): Promise<void> {
  await trx
    .insertInto('invoice_settings')
    .values({
      shop_id: shopId,
      kinds: 'PLAIN,VAT_SPECIAL,ELECTRONIC',
      contents: 'GOODS_DETAIL,GOODS_CATEGORY',
      updated_at: now,
    })
    .execute();
  const refunded = await trx
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['o.id', 'o.sn', 'o.paid_amount', 'o.created_at'])
    .where('r.shop_id', '=', shopId)
    .where('r.status', '=', 'SUCCESS')
    .where(sql<boolean>`r.amount < o.paid_amount`)
    .orderBy('o.id')
    .limit(1)
    .execute();
  const others = await trx
    .selectFrom('orders')
    .select(['id', 'sn', 'paid_amount', 'created_at'])
    .where('shop_id', '=', shopId)
    .where('paid_amount', '>', 0)
    .where('order_type', '=', 'NORMAL')
    .where('id', 'not in', refunded.length ? refunded.map((r) => r.id) : [0])
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('refunds').select('id').whereRef('refunds.order_id', '=', 'orders.id'))),
    )
    .orderBy('id', 'desc')
    .limit(PLANS.length)
    .execute();
  const orders = [
    ...refunded.map((o) => ({ o, plan: { kind: 'PLAIN', company: true, state: 'PAPER' } as Plan })),
    ...others.map((o, i) => ({ o, plan: PLANS[i]! })),
  ];
  for (const [i, { o, plan }] of orders.entries()) {
    const at = Number(o.created_at);
    const issuedAt = at + 2 * HOUR;
    const title = plan.company ? COMPANIES[i % COMPANIES.length]! : PEOPLE[i % PEOPLE.length]!;
    const invoiceNo = String(44_000_210 + i);
    const pdf = plan.state === 'ELECTRONIC' ? demoInvoicePdf(`Invoice ${invoiceNo}`) : null;
    const sha = pdf ? createHash('sha256').update(pdf).digest('hex') : null;
    if (pdf && sha)
      await trx
        .insertInto('invoice_files')
        .values({ sha256: sha, size: pdf.length, content: pdf, created_at: issuedAt })
        .execute();
    const issued = plan.state === 'PAPER' || plan.state === 'ELECTRONIC';
    const { id } = await trx
      .insertInto('order_invoices')
      .values({
        shop_id: shopId,
        order_id: Number(o.id),
        order_sn: o.sn,
        invoice_sn: invoiceSnOf(o.sn),
        kind: plan.kind,
        title_type: plan.company ? 'COMPANY' : 'PERSONAL',
        title,
        tax_no: plan.company ? `91310115MA1K4AB${String(i).padStart(3, '0')}` : '',
        content: i % 3 === 0 ? 'GOODS_CATEGORY' : 'GOODS_DETAIL',
        email: plan.kind === 'ELECTRONIC' ? `invoice${i}@example.com` : '',
        reg_address: plan.kind === 'VAT_SPECIAL' ? '上海市浦东新区张江路 88 号' : '',
        reg_phone: plan.kind === 'VAT_SPECIAL' ? '021-58886666' : '',
        bank_name: plan.kind === 'VAT_SPECIAL' ? '招商银行上海张江支行' : '',
        bank_account: plan.kind === 'VAT_SPECIAL' ? '121909876510001' : '',
        amount: Number(o.paid_amount),
        status: issued ? 'ISSUED' : plan.state === 'VOIDED' ? 'VOIDED' : 'PENDING',
        issue_mode: issued ? plan.state : null,
        invoice_no: issued ? invoiceNo : '',
        express_code: plan.state === 'PAPER' ? 'SF' : '',
        tracking_no: plan.state === 'PAPER' ? `SF13${String(900_000_000 + i)}` : '',
        file_sha256: sha,
        issued_at: issued ? issuedAt : null,
        issued_by: issued ? by : '',
        voided_at: plan.state === 'VOIDED' ? issuedAt : null,
        voided_by: plan.state === 'VOIDED' ? by : '',
        void_reason: plan.state === 'VOIDED' ? '买家抬头填写错误，申请重开' : '',
        created_at: at,
        updated_at: Math.min(now, issuedAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const history = [{ event: 'REQUEST', operator: 'MINI', note: title, at }];
    if (issued) history.push({ event: `ISSUE_${plan.state}`, operator: by, note: invoiceNo, at: issuedAt });
    if (plan.state === 'VOIDED')
      history.push({ event: 'VOID', operator: by, note: '买家抬头填写错误，申请重开', at: issuedAt });
    for (const h of history)
      await trx
        .insertInto('invoice_history')
        .values({ shop_id: shopId, invoice_id: Number(id), ...h })
        .execute();
  }
}

import { z } from 'zod';
import { isEmail, isTaxpayerNumber } from '../rules/rules.ts';

/**
 * The buyer's invoice request (issue 23), carried by the open-API order intake. The kinds a shop
 * may offer, the title types and the contents are fixed lists; the taxpayer number follows the §5
 * rule (15, 18 or 20 letters or digits) and is required for a company title; a VAT special invoice
 * (增值税专用发票) also needs the buyer's registered address, phone, bank and account.
 */
export const INVOICE_KINDS = ['PLAIN', 'VAT_SPECIAL', 'ELECTRONIC'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_TITLE_TYPES = ['PERSONAL', 'COMPANY'] as const;
export type InvoiceTitleType = (typeof INVOICE_TITLE_TYPES)[number];
/** 商品明细 / 商品类别 */
export const INVOICE_CONTENTS = ['GOODS_DETAIL', 'GOODS_CATEGORY'] as const;
export type InvoiceContent = (typeof INVOICE_CONTENTS)[number];

const text = (max: number) => z.string().trim().max(max, 'rule.invoice.tooLong');

export const invoiceRequest = z
  .object({
    kind: z.enum(INVOICE_KINDS, { error: 'rule.invoice.kind' }),
    title_type: z.enum(INVOICE_TITLE_TYPES, { error: 'rule.invoice.titleType' }),
    title: z
      .string({ error: 'rule.required' })
      .trim()
      .min(1, 'rule.required')
      .max(100, 'rule.invoice.tooLong'),
    tax_no: z.string().trim().toUpperCase().default(''),
    content: z.enum(INVOICE_CONTENTS, { error: 'rule.invoice.content' }).default('GOODS_DETAIL'),
    email: z.string().trim().max(100, 'rule.invoice.tooLong').default(''),
    reg_address: text(200).default(''),
    reg_phone: text(30).default(''),
    bank_name: text(100).default(''),
    bank_account: text(40).default(''),
  })
  .superRefine((v, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.tax_no !== '' && !isTaxpayerNumber(v.tax_no)) need('tax_no', 'rule.taxpayerNumber');
    if (v.title_type === 'COMPANY' && v.tax_no === '') need('tax_no', 'rule.invoice.taxNoRequired');
    if (v.email !== '' && !isEmail(v.email)) need('email', 'rule.email');
    if (v.kind === 'ELECTRONIC' && v.email === '') need('email', 'rule.invoice.emailRequired');
    if (v.kind === 'VAT_SPECIAL') {
      if (v.title_type !== 'COMPANY') need('title_type', 'rule.invoice.specialCompany');
      for (const f of ['reg_address', 'reg_phone', 'bank_name', 'bank_account'] as const)
        if (v[f] === '') need(f, 'rule.invoice.specialField');
    }
  })
  .meta({
    examples: [
      {
        kind: 'ELECTRONIC',
        title_type: 'COMPANY',
        title: '上海某某科技有限公司',
        tax_no: '91310115MA1K4ABC2X',
        content: 'GOODS_DETAIL',
        email: 'finance@example.com',
      },
    ],
  });
export type InvoiceRequest = z.infer<typeof invoiceRequest>;
export type InvoiceRequestInput = z.input<typeof invoiceRequest>;

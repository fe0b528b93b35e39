import { addAreaMessages } from '../common/locale.ts';

/** Messages of the invoices area (issue 23). Registered with translateMessage when this file is
 * imported (the server's invoices module, the web's invoice pages), not spread into API_MESSAGES. */
const zh = {
  'rule.invoice.kind': '发票类型须为增值税普通发票、增值税专用发票或电子普通发票',
  'rule.invoice.titleType': '抬头类型须为个人或单位',
  'rule.invoice.content': '发票内容须为商品明细或商品类别',
  'rule.invoice.contentRequired': '请至少选择一种发票内容',
  'rule.invoice.tooLong': '内容过长',
  'rule.invoice.taxNoRequired': '单位抬头须填写纳税人识别号',
  'rule.invoice.emailRequired': '电子发票须填写接收邮箱',
  'rule.invoice.specialCompany': '增值税专用发票仅可开具给单位',
  'rule.invoice.specialField': '增值税专用发票须填写注册地址、注册电话、开户银行和银行账号',
  'rule.invoice.invoiceNo': '发票号码须为 1-40 位字母、数字或 -',
  'rule.invoice.trackingNo': '快递单号须为 1-40 位字母、数字或 -',
  'error.invoice.kindNotOffered': '本店不提供所选的发票类型',
  'error.invoice.contentNotOffered': '本店不提供该发票内容',
  'error.invoice.wrongStatus': '发票状态已变化，请刷新后重试',
  'error.invoice.wrongKind': '开具方式与发票类型不符：纸质发票填写快递信息，电子发票上传文件',
  'error.invoice.noRedNoteNeeded': '该发票无需红冲（未开票、无退款或已红冲）',
  'error.invoice.notPdf': '请上传 PDF 格式的发票文件',
  'error.invoice.noFile': '请选择发票文件',
  'error.invoice.tooLarge': '发票文件不能超过 {max}',
  'error.invoice.expressUnknown': '请选择有效的快递公司',
};

const en: Record<keyof typeof zh, string> = {
  'rule.invoice.kind': 'The invoice kind must be plain VAT, special VAT or electronic',
  'rule.invoice.titleType': 'The title type must be personal or company',
  'rule.invoice.content': 'The invoice content must be goods details or goods categories',
  'rule.invoice.contentRequired': 'Choose at least one invoice content',
  'rule.invoice.tooLong': 'Too long',
  'rule.invoice.taxNoRequired': 'A company title needs its taxpayer number',
  'rule.invoice.emailRequired': 'An electronic invoice needs an email address',
  'rule.invoice.specialCompany': 'A special VAT invoice is issued to companies only',
  'rule.invoice.specialField':
    'A special VAT invoice needs the registered address, phone, bank and bank account',
  'rule.invoice.invoiceNo': 'The invoice number is 1 to 40 letters, digits or -',
  'rule.invoice.trackingNo': 'The tracking number is 1 to 40 letters, digits or -',
  'error.invoice.kindNotOffered': 'This shop does not offer the chosen invoice kind',
  'error.invoice.contentNotOffered': 'This shop does not offer that invoice content',
  'error.invoice.wrongStatus': 'The invoice has changed; refresh and try again',
  'error.invoice.wrongKind':
    'Wrong way to issue this kind: a paper invoice takes its express details, an electronic one its file',
  'error.invoice.noRedNoteNeeded':
    'This invoice needs no red-letter note (not issued, not refunded, or noted)',
  'error.invoice.notPdf': 'Upload the invoice as a PDF file',
  'error.invoice.noFile': 'Choose the invoice file',
  'error.invoice.tooLarge': 'The invoice file may be at most {max}',
  'error.invoice.expressUnknown': 'Choose a valid express company',
};

export const INVOICE_MESSAGES = { zh, en };
addAreaMessages(INVOICE_MESSAGES);

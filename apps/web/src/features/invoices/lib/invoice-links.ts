/** The invoices area's addresses (§2 settlement: invoice history and detail; settings). */
export const INVOICE_PATHS = {
  history: '/settlement/invoice-history',
  setting: '/setting/invoice-setting',
} as const;

import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withInvoiceStrings } from './lib/invoice-strings.ts';

/** 发票管理 and 发票详情 (§2 settlement: invoice history, invoice detail), mounted into the
 * settlement group by src/app/routes.tsx. Names equal PERMISSION_TREE's; the detail is hidden and
 * asks for the same permission as the list. */
export const invoiceRoutes: AppRoute[] = [
  {
    name: 'invoice-history',
    path: 'invoice-history',
    titleKey: 'invoices.route.history',
    page: withInvoiceStrings(() => import('./pages/invoice-list-page.tsx').then((m) => m.InvoiceListPage)),
  },
  {
    name: 'invoice-detail',
    path: 'invoice-detail/:sn',
    titleKey: 'invoices.route.detail',
    hidden: true,
    permission: 'invoice-history',
    page: withInvoiceStrings(() =>
      import('./pages/invoice-detail-page.tsx').then((m) => m.InvoiceDetailPage),
    ),
  },
];

/** 发票设置 (§2 settings → invoice settings), mounted into the settings group. */
export const invoiceSettingRoutes: AppRoute[] = [
  {
    name: 'invoice-setting',
    path: 'invoice-setting',
    titleKey: 'invoices.route.setting',
    page: withInvoiceStrings(() =>
      import('./pages/invoice-setting-page.tsx').then((m) => m.InvoiceSettingPage),
    ),
  },
];

import type { AppRoute } from '../../shared/routing/app-route.ts';

const auditPage = () => import('./pages/prescription-audit-page.tsx');

/** 处方管理 (§2 /prescription). The group and list names equal PERMISSION_TREE's (a test checks).
 * The group is a menu heading, not a permission of its own (pharmacist roles are granted the list
 * only), so it needs none; the hidden pages name the list's permission, so a role without it
 * cannot open them by link either — and the server refuses their calls anyway. */
export const prescriptionRoutes: AppRoute[] = [
  {
    name: 'prescription',
    path: '/prescription',
    titleKey: 'prescription.route.group',
    icon: 'prescription',
    redirect: 'prescriptionOrderList',
    permission: null,
    children: [
      {
        name: 'prescriptionOrderList',
        path: 'prescriptionOrderList',
        titleKey: 'prescription.route.list',
        page: () => import('./pages/prescription-list-page.tsx').then((m) => m.PrescriptionListPage),
      },
      {
        name: 'pharmacistAudit',
        path: 'prescriptionOrder/pharmacistAudit/:sn',
        titleKey: 'prescription.route.audit',
        hidden: true,
        permission: 'prescriptionOrderList',
        page: () => auditPage().then((m) => m.PharmacistAuditPage),
      },
      {
        name: 'prescriptionDetail',
        path: 'prescriptionOrder/detail/:sn',
        titleKey: 'prescription.route.detail',
        hidden: true,
        permission: 'prescriptionOrderList',
        page: () => auditPage().then((m) => m.PrescriptionDetailPage),
      },
      {
        name: 'prescriptionSeeModel',
        path: 'prescriptionOrder/prescriptionSeeModel/:sn',
        titleKey: 'prescription.route.seeModel',
        hidden: true,
        permission: 'prescriptionOrderList',
        page: () => import('./pages/prescription-see-model-page.tsx').then((m) => m.PrescriptionSeeModelPage),
      },
    ],
  },
];

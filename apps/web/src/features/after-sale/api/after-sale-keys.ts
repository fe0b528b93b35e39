import type { AfterSaleListQuery, RefundListQuery } from '@rxdesk/contract/after-sale/after-sale';
import type { ComplaintListQuery } from '@rxdesk/contract/after-sale/complaints';
import { AFTER_SALE_QUERY_ROOT, afterSaleCountsKey } from '../../../shared/after-sale/after-sale-counts.ts';

/** Query keys of the after-sale area (Medusa's all / lists / list(q) / details / detail(id)), one
 * branch per resource. Every mutation of the area invalidates `afterSaleKeys.all`: a case action
 * also changes its refund, and a refund's result finishes its case. */
export const afterSaleKeys = {
  all: AFTER_SALE_QUERY_ROOT,
  counts: afterSaleCountsKey,
  cases: () => [...afterSaleKeys.all, 'cases'] as const,
  caseList: (query: AfterSaleListQuery) => [...afterSaleKeys.cases(), 'list', query] as const,
  caseDetail: (serviceSn: string) => [...afterSaleKeys.cases(), 'detail', serviceSn] as const,
  refunds: () => [...afterSaleKeys.all, 'refunds'] as const,
  refundList: (query: RefundListQuery) => [...afterSaleKeys.refunds(), 'list', query] as const,
  complaints: () => [...afterSaleKeys.all, 'complaints'] as const,
  complaintList: (query: ComplaintListQuery) => [...afterSaleKeys.complaints(), 'list', query] as const,
  complaintDetail: (id: number) => [...afterSaleKeys.complaints(), 'detail', id] as const,
};

import type { PrescriptionListQuery } from '@rxdesk/contract/prescription/prescription';

/** Query keys of the prescription area (Medusa's all / lists / list(q) / details / detail(id)).
 * An audit invalidates `prescriptionKeys.orders()`: the list, the overdue dialog and every
 * detail sit under it. */
export const prescriptionKeys = {
  all: ['prescription'] as const,
  pharmacistMethod: () => [...prescriptionKeys.all, 'pharmacist-method'] as const,
  orders: () => [...prescriptionKeys.all, 'orders'] as const,
  lists: () => [...prescriptionKeys.orders(), 'list'] as const,
  list: (query: PrescriptionListQuery) => [...prescriptionKeys.lists(), query] as const,
  behind: (pageNo: number, pageSize: number) =>
    [...prescriptionKeys.orders(), 'behind', { pageNo, pageSize }] as const,
  overdueCheck: () => [...prescriptionKeys.orders(), 'overdue-check'] as const,
  details: () => [...prescriptionKeys.orders(), 'detail'] as const,
  detail: (sn: string) => [...prescriptionKeys.details(), sn] as const,
  pharmacists: () => [...prescriptionKeys.all, 'pharmacists'] as const,
};

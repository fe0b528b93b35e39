/** Query keys of the logistics area. */
export const logisticsKeys = {
  all: ['logistics'] as const,
  waybillAccounts: () => [...logisticsKeys.all, 'waybill-accounts'] as const,
};

/** Query keys of the express choice (the freight templates' root is shared/logistics: the goods
 * form reads that list too). Every change invalidates `all`. */
export const expressChoiceKeys = {
  all: ['express-choices'] as const,
  list: () => [...expressChoiceKeys.all, 'list'] as const,
};

/** Query keys of the electronic-waybill accounts. */
export const logisticsKeys = {
  all: ['logistics'] as const,
  waybillAccounts: () => [...logisticsKeys.all, 'waybill-accounts'] as const,
};

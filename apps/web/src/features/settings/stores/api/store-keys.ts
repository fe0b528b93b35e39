/** Query keys of the stores; every change invalidates `all` (and the organisation tree). */
export const storeKeys = {
  all: ['stores'] as const,
  list: () => [...storeKeys.all, 'list'] as const,
  pharmacists: () => [...storeKeys.all, 'pharmacists'] as const,
};

/** Query keys of the statistics screens: one per report and its parameters (period and filters). */
export const statisticsKeys = {
  all: ['statistics'] as const,
  reports: () => [...statisticsKeys.all, 'report'] as const,
  report: (name: string, params: object) => [...statisticsKeys.reports(), name, params] as const,
  groups: () => [...statisticsKeys.all, 'goods-groups'] as const,
};

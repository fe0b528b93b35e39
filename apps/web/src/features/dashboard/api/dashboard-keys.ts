/** Query keys of the dashboard's own figures (the to-do cards of other areas use those areas' keys). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  report: () => [...dashboardKeys.all, 'report'] as const,
};

/** Query keys of the grade application page; an application invalidates `all`. */
export const gradeKeys = {
  all: ['shop-grade'] as const,
  overview: () => [...gradeKeys.all, 'overview'] as const,
  applications: (page: number) => [...gradeKeys.all, 'applications', page] as const,
};

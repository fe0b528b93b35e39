/** Query keys of the platform category endpoints. */
export const categoryKeys = {
  all: ['goods-categories'] as const,
  children: (id: number) => [...categoryKeys.all, 'children', id] as const,
};

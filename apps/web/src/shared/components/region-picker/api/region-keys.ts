/** Query keys of the region endpoints. Regions are reference data: nothing invalidates them. */
export const regionKeys = {
  all: ['regions'] as const,
  children: (id: number) => [...regionKeys.all, 'children', id] as const,
  parents: (id: number) => [...regionKeys.all, 'parents', id] as const,
};

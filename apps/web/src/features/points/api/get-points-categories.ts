import type { PointsCategoryTree } from '@rxdesk/contract/points/points-categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { pointsCategoryKeys } from './points-category-keys.ts';

/** GET seller/points/categories — the two-level tree. */
export function getPointsCategories(): Promise<PointsCategoryTree> {
  return apiClient.get<PointsCategoryTree>('seller/points/categories');
}

export const pointsCategoriesQueryOptions = () =>
  queryOptions({ queryKey: pointsCategoryKeys.tree(), queryFn: getPointsCategories });

export function usePointsCategories() {
  return useQuery(pointsCategoriesQueryOptions());
}

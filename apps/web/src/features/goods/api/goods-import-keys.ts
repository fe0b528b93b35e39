/** Query keys of the goods import (under the goods root ['goods'], so a finished import's
 * refetch of everything goods-shaped leaves its own job alone only by key). */
export const goodsImportKeys = {
  all: ['goods', 'import'] as const,
  job: (jobId: number) => [...goodsImportKeys.all, jobId] as const,
};

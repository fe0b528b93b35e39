import { useTranslation } from 'react-i18next';
import type { ListScreenLabels } from '../../../shared/lists/list-screen.tsx';

/** The words the goods lists share; each list brings its own failure, placeholder and empty text. */
export function useGoodsListLabels(own: Pick<ListScreenLabels, 'searchPlaceholder' | 'empty'>) {
  const { t } = useTranslation();
  return {
    ...own,
    loadFailed: t('goods.list.loadFailed'),
    retry: t('common.retry'),
    search: t('goods.list.search'),
    advanced: t('goods.list.advanced'),
    emptyFiltered: t('goods.list.emptyFiltered'),
    clear: t('goods.list.clearFilters'),
    total: (total: number) => t('goods.list.total', { total }),
  } satisfies ListScreenLabels;
}

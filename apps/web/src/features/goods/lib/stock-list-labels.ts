import { useTranslation } from 'react-i18next';
import type { ListScreenLabels } from '../../../shared/lists/list-screen.tsx';

/** The words the stock lists share; each brings its own placeholder, empty and failure texts. */
export function useStockListLabels(
  own: Pick<ListScreenLabels, 'loadFailed' | 'searchPlaceholder' | 'empty'>,
) {
  const { t } = useTranslation();
  return {
    ...own,
    retry: t('common.retry'),
    search: t('goods.stock.list.search'),
    advanced: t('goods.stock.list.advanced'),
    emptyFiltered: t('goods.stock.list.emptyFiltered'),
    clear: t('goods.stock.list.clear'),
    total: (total: number) => t('goods.stock.list.total', { total }),
  } satisfies ListScreenLabels;
}

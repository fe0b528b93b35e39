import { useTranslation } from 'react-i18next';
import type { ListScreenLabels } from '../../../shared/lists/list-screen.tsx';

/** The words the after-sale lists share (search, advanced, the filtered-empty state, retry,
 * total); each list brings its own title, placeholder and empty text. */
export function useAfterSaleListLabels(
  own: Pick<ListScreenLabels, 'loadFailed' | 'searchPlaceholder' | 'empty'>,
) {
  const { t } = useTranslation();
  return {
    ...own,
    retry: t('common.retry'),
    search: t('after-sale.list.search'),
    advanced: t('after-sale.list.advanced'),
    emptyFiltered: t('after-sale.list.emptyFiltered'),
    clear: t('after-sale.list.clearFilters'),
    total: (total: number) => t('after-sale.list.total', { total }),
  } satisfies ListScreenLabels;
}

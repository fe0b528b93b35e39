import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { CountTabs } from '../components/count-tabs.tsx';
import type { ListScreenLabels } from './list-screen.tsx';

/** The labels of a ListScreen whose strings follow the keyed convention under `prefix`:
 * loadFailed, searchPlaceholder, search, advanced, empty, emptyFiltered, clear, total ({total}). */
export function keyedListLabels(t: TFunction, prefix: string): ListScreenLabels {
  const k = (key: string) => t(`${prefix}.${key}`);
  return {
    loadFailed: k('loadFailed'),
    retry: t('common.retry'),
    searchPlaceholder: k('searchPlaceholder'),
    search: k('search'),
    advanced: k('advanced'),
    empty: k('empty'),
    emptyFiltered: k('emptyFiltered'),
    clear: k('clear'),
    total: (total) => t(`${prefix}.total`, { total }),
  };
}

/** Status tabs without counts, titled `${prefix}.tabs.<tab>` and labelled `${prefix}.tabsLabel`. */
export function keyedStatusTabs<T extends string>(
  t: TFunction,
  prefix: string,
  tabs: readonly T[],
  testIdPrefix: string,
): (active: T, onChange: (tab: T) => void) => ReactNode {
  return function StatusTabs(active, onChange) {
    return (
      <CountTabs
        label={t(`${prefix}.tabsLabel`)}
        tabs={tabs}
        active={active}
        counts={undefined}
        title={(tab) => t(`${prefix}.tabs.${tab}`)}
        onChange={onChange}
        testIdPrefix={testIdPrefix}
      />
    );
  };
}

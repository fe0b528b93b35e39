import type { OrderTab } from '@rxdesk/contract/order-enums';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIST_TABS, isOrderTab, tabCount } from '../../lib/list-filters.ts';

interface Props {
  active: OrderTab;
  counts: Record<string, number> | undefined;
  onChange: (tab: OrderTab) => void;
}

/** Status tabs with live counts (the counters refetch after every order action). */
export function StatusTabs({ active, counts, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Tabs
      aria-label={t('orders.tabs.label')}
      activeKey={active}
      onChange={(key) => isOrderTab(key) && onChange(key)}
      items={LIST_TABS.map((tab) => {
        const count = tabCount(counts, tab);
        return {
          key: tab,
          label: (
            <span data-testid={`order-tab-${tab}`}>
              {t(`orders.tabs.${tab}`)}
              {count !== undefined && <span className="rx-orders__tab-count">{count}</span>}
            </span>
          ),
        };
      })}
    />
  );
}

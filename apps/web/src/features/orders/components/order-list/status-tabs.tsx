import type { OrderTab } from '@rxdesk/contract/orders/order-enums';
import { useTranslation } from 'react-i18next';
import { CountTabs } from '../../../../shared/components/count-tabs.tsx';
import { LIST_TABS } from '../../lib/list-filters.ts';

interface Props {
  active: OrderTab;
  counts: Record<string, number> | undefined;
  onChange: (tab: OrderTab) => void;
}

/** Status tabs with live counts (the counters refetch after every order action). */
export function StatusTabs({ active, counts, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <CountTabs
      label={t('orders.tabs.label')}
      tabs={LIST_TABS}
      active={active}
      counts={counts}
      title={(tab) => t(`orders.tabs.${tab}`)}
      onChange={onChange}
      testIdPrefix="order-tab"
    />
  );
}

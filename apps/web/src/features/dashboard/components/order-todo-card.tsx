import type { OrderTab } from '@rxdesk/contract/orders/order-enums';
import { useTranslation } from 'react-i18next';
import type { OrderCounts } from '../../../shared/orders/order-counts.ts';
import { orderListHref } from '../../../shared/orders/order-links.ts';
import { TodoCard } from './todo-card.tsx';

/** The to-do tiles, in the order staff work through them. */
const TODO_TABS = [
  'WAIT_PAY',
  'WAIT_SHIP',
  'WAIT_PICK',
  'AFTER_SERVICE',
] as const satisfies readonly OrderTab[];

interface Props {
  counts: OrderCounts | undefined;
  failed: boolean;
  refreshing: boolean;
  onRetry: () => void;
}

/** Orders waiting on the shop, each count opening the order list on its tab. */
export function OrderTodoCard({ counts, failed, refreshing, onRetry }: Props) {
  const { t } = useTranslation();
  const tiles = counts
    ? TODO_TABS.map((tab) => {
        const label = t(`dashboard.todo.${tab}`);
        return {
          key: tab,
          label,
          openLabel: t('dashboard.todo.open', { label }),
          count: counts[tab] ?? 0,
          href: orderListHref(tab),
        };
      })
    : null;
  return (
    <TodoCard
      title={t('dashboard.todo.title')}
      all={{ label: t('dashboard.todo.all'), href: orderListHref() }}
      tiles={tiles}
      failed={failed}
      failedTitle={t('dashboard.todo.loadFailed')}
      refreshing={refreshing}
      onRetry={onRetry}
      testId="order-todo"
    />
  );
}

import type { OrderTab } from '@rxdesk/contract/order-enums';
import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderCounts } from '../../../shared/orders/order-counts.ts';
import { orderListHref } from '../../../shared/orders/order-links.ts';

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
  return (
    <Card
      className="rx-dashboard__card"
      title={t('dashboard.todo.title')}
      extra={<Link to={orderListHref()}>{t('dashboard.todo.all')}</Link>}
      aria-busy={refreshing}
      data-testid="order-todo"
    >
      {counts ? (
        <ul className="rx-dashboard__todo">
          {TODO_TABS.map((tab) => {
            const label = t(`dashboard.todo.${tab}`);
            const count = counts[tab] ?? 0;
            return (
              <li key={tab}>
                <Link
                  to={orderListHref(tab)}
                  className="rx-dashboard__todo-tile"
                  aria-label={`${t('dashboard.todo.open', { label })}: ${count}`}
                >
                  <span
                    className={
                      count > 0
                        ? 'rx-dashboard__todo-count rx-dashboard__todo-count--due'
                        : 'rx-dashboard__todo-count'
                    }
                  >
                    {count}
                  </span>
                  <span className="rx-dashboard__todo-label">{label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : failed ? (
        <Result
          status="warning"
          title={t('dashboard.todo.loadFailed')}
          extra={
            <Button onClick={onRetry} loading={refreshing}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}

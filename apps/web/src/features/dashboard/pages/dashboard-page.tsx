import { Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterSaleCounts } from '../../../shared/after-sale/after-sale-counts.ts';
import { useAskCounts } from '../../../shared/consultations/ask-counts.ts';
import { useOrderCounts } from '../../../shared/orders/order-counts.ts';
import { useHasPermission } from '../../../shared/permissions/permissions-context.ts';
import { useShop } from '../../../shared/shop/api/get-shop.ts';
import { readUser } from '../../../shared/session/session-storage.ts';
import { AfterSaleTodoCard } from '../components/after-sale-todo-card.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { AskTodoCard } from '../components/ask-todo-card.tsx';
import { FiguresCard } from '../components/figures-card.tsx';
import { MoreTodoCard } from '../components/more-todo-card.tsx';
import { OrderTodoCard } from '../components/order-todo-card.tsx';
import { ShopCard } from '../components/shop-card.tsx';
import { TrendChart } from '../components/trend-chart.tsx';
import { UserCard } from '../components/user-card.tsx';
import { SHOWN_ELSEWHERE } from '../lib/todo-links.ts';
import './dashboard-page.css';

/** /dashboard — the breadcrumb root: today's and the week's paid orders, what waits on the shop
 * (orders, after-sale cases, consultations, prescriptions, complaints, stock), the shop and the
 * signed-in user at a glance. */
export function DashboardPage() {
  const { t } = useTranslation();
  // The stored user does not change while the page lives (a new sign-in reloads the app).
  const [user] = useState(readUser);
  const shop = useShop();
  // The to-do counts are order data: only for roles that may open the order list.
  const hasPermission = useHasPermission();
  const seesOrders = hasPermission('order-list');
  const counts = useOrderCounts({ enabled: seesOrders });
  // Likewise the after-sale counts, for roles that may open the service list.
  const seesCases = hasPermission('service-list');
  const caseCounts = useAfterSaleCounts({ enabled: seesCases });
  // And the unanswered consultations, for roles that may answer them.
  const seesAsks = hasPermission('goods-ask-list');
  const askCounts = useAskCounts({ enabled: seesAsks });
  // The figures and the other to-dos: for roles holding the dashboard permission (every seeded one).
  const seesFigures = hasPermission('dashboard');
  const report = useDashboard({ enabled: seesFigures });
  const moreTodos = report.data?.todos.filter((x) => !SHOWN_ELSEWHERE.includes(x.key));

  return (
    <div className="rx-dashboard">
      {user && <h1 className="rx-dashboard__welcome">{t('dashboard.welcome', { name: user.username })}</h1>}
      <Row gutter={[16, 16]}>
        {seesFigures && (
          <>
            <Col xs={24} xl={12}>
              <FiguresCard
                figures={report.data?.figures}
                failed={report.isError}
                refreshing={report.isFetching}
                onRetry={() => void report.refetch()}
              />
            </Col>
            <Col xs={24} xl={12}>
              <TrendChart trend={report.data?.trend} />
            </Col>
          </>
        )}
        {seesFigures && (!moreTodos || moreTodos.length > 0) && (
          <Col xs={24}>
            <MoreTodoCard
              todos={report.data?.todos}
              failed={report.isError}
              refreshing={report.isFetching}
              onRetry={() => void report.refetch()}
            />
          </Col>
        )}
        {seesOrders && (
          <Col xs={24}>
            <OrderTodoCard
              counts={counts.data}
              failed={counts.isError}
              refreshing={counts.isFetching}
              onRetry={() => void counts.refetch()}
            />
          </Col>
        )}
        {seesCases && (
          <Col xs={24}>
            <AfterSaleTodoCard
              counts={caseCounts.data}
              failed={caseCounts.isError}
              refreshing={caseCounts.isFetching}
              onRetry={() => void caseCounts.refetch()}
            />
          </Col>
        )}
        {seesAsks && (
          <Col xs={24}>
            <AskTodoCard
              counts={askCounts.data}
              failed={askCounts.isError}
              refreshing={askCounts.isFetching}
              onRetry={() => void askCounts.refetch()}
            />
          </Col>
        )}
        <Col xs={24} lg={14}>
          {shop.isPending ? (
            <Card className="rx-dashboard__card">
              <Skeleton avatar active paragraph={{ rows: 4 }} />
            </Card>
          ) : shop.isError ? (
            <Card className="rx-dashboard__card">
              <Result
                status="warning"
                title={t('dashboard.loadFailed')}
                extra={
                  <Button type="primary" onClick={() => void shop.refetch()} loading={shop.isFetching}>
                    {t('common.retry')}
                  </Button>
                }
              />
            </Card>
          ) : (
            <ShopCard shop={shop.data} refreshing={shop.isFetching} />
          )}
        </Col>
        <Col xs={24} lg={10}>
          {user && <UserCard user={user} />}
        </Col>
      </Row>
    </div>
  );
}

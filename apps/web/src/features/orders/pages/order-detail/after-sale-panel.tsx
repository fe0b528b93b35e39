import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../../shared/permissions/permissions-context.ts';
import { useOrderAfterSales } from '../../api/get-order-after-sales.ts';
import { useOrderRefunds } from '../../api/get-order-refunds.ts';
import { OrderCasesTable, OrderRefundsTable } from '../../components/order-detail/after-sale-section.tsx';
import { SectionState } from '../../components/order-detail/section-state.tsx';

/** The order's after-sale cases and refunds, each list for those who may open it (the server
 * refuses the others anyway). Most orders have neither, and then nothing is shown; a list that
 * failed to load says so with a retry. */
export function AfterSalePanel({ sn }: { sn: string }) {
  const { t } = useTranslation();
  const can = useHasPermission();
  const cases = useOrderAfterSales(sn, { enabled: can('service-list') });
  const refunds = useOrderRefunds(sn, { enabled: can('refund-list') });
  const showCases = cases.isError || (cases.data?.length ?? 0) > 0;
  const showRefunds = refunds.isError || (refunds.data?.length ?? 0) > 0;
  if (!showCases && !showRefunds) return null;
  return (
    <Card title={t('orders.afterSale.title')} size="small" data-testid="order-after-sale">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {showCases && (
          <div>
            <Typography.Text strong>{t('orders.afterSale.cases')}</Typography.Text>
            <SectionState query={cases}>{(rows) => <OrderCasesTable rows={rows} />}</SectionState>
          </div>
        )}
        {showRefunds && (
          <div>
            <Typography.Text strong>{t('orders.afterSale.refunds')}</Typography.Text>
            <SectionState query={refunds}>{(rows) => <OrderRefundsTable rows={rows} />}</SectionState>
          </div>
        )}
      </Space>
    </Card>
  );
}

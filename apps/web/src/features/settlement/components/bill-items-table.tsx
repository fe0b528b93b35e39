import type { BillItem, BillLineType } from '@rxdesk/contract/settlement/settlement';
import { Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillItems } from '../api/get-bill-items.ts';
import { timeText, yuan } from '../lib/format.ts';

/** One tab of the bill's lines (orders, refunds or adjustments), paged by the server. */
export function BillItemsTable({ sn, type }: { sn: string; type: BillLineType }) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ page_no: 1, page_size: 10 });
  const items = useBillItems(sn, { ...page, type });
  const columns = useMemo<TableColumnsType<BillItem>>(() => {
    const money = (key: string, title: string, value: (l: BillItem) => number) => ({
      key,
      title,
      width: 120,
      align: 'right' as const,
      render: (_: unknown, l: BillItem) => yuan(value(l)),
    });
    const order = type === 'ORDER';
    return [
      { key: 'order', title: t('settlement.items.orderSn'), dataIndex: 'order_sn', width: 190 },
      ...(order
        ? []
        : [{ key: 'refund', title: t('settlement.items.refundSn'), dataIndex: 'refund_sn', width: 200 }]),
      {
        key: 'pay',
        title: t('settlement.items.payment'),
        width: 100,
        render: (_, l) => t(`settlement.items.${l.payment_type === 'COD' ? 'COD' : 'ONLINE'}`),
      },
      {
        key: 'at',
        title: t('settlement.items.occurredAt'),
        width: 170,
        render: (_, l) => timeText(l.occurred_at),
      },
      order
        ? money('income', t('settlement.items.income'), (l) => l.online_income + l.cod_income)
        : money('refund-amount', t('settlement.items.refund'), (l) => l.online_refund + l.cod_refund),
      order
        ? money('commission', t('settlement.items.commission'), (l) => l.commission)
        : money('returned', t('settlement.items.commissionReturned'), (l) => l.commission_returned),
      ...(order
        ? [money('discount', t('settlement.items.discount'), (l) => l.promotion_cost + l.points_cash)]
        : []),
      money('net', t('settlement.items.net'), (l) => l.net),
    ];
  }, [t, type]);

  return (
    <Table<BillItem>
      data-testid={`bill-items-${type}`}
      rowKey={(l) => `${l.order_sn}-${l.refund_sn}`}
      size="small"
      columns={columns}
      dataSource={items.data?.data ?? []}
      loading={items.isFetching}
      scroll={{ x: 1000 }}
      locale={{ emptyText: items.isPending ? ' ' : t('settlement.items.empty') }}
      pagination={{
        current: page.page_no,
        pageSize: page.page_size,
        total: items.data?.data_total ?? 0,
        showSizeChanger: true,
        showTotal: (total) => t('settlement.total', { total }),
        onChange: (page_no, page_size) => setPage({ page_no, page_size }),
      }}
    />
  );
}

import type { AfterSaleLine } from '@rxdesk/contract/after-sale/after-sale';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The order lines the case is about: how many of how many, at what price, and what each may
 * still refund. */
export function CaseLines({ lines, showRefundable }: { lines: AfterSaleLine[]; showRefundable: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('after-sale.detail.lines')} size="small">
      <Table<AfterSaleLine>
        aria-label={t('after-sale.detail.lines')}
        rowKey="line_id"
        size="small"
        pagination={false}
        dataSource={lines}
        scroll={{ x: 640 }}
        columns={[
          {
            key: 'name',
            title: t('after-sale.lines.name'),
            render: (_, line) => (
              <div className="rx-after-sale__two-lines">
                <span>{line.goods_name}</span>
                <Typography.Text type="secondary">
                  {line.goods_code} {line.specs}
                </Typography.Text>
              </div>
            ),
          },
          {
            key: 'price',
            title: t('after-sale.lines.price'),
            align: 'right',
            render: (_, l) => formatYuan(l.price),
          },
          {
            key: 'num',
            title: t('after-sale.lines.num'),
            align: 'right',
            render: (_, line) => t('after-sale.lines.numOf', { num: line.num, total: line.order_num }),
          },
          ...(showRefundable
            ? [
                {
                  key: 'refundable',
                  title: t('after-sale.lines.refundable'),
                  align: 'right' as const,
                  render: (_: unknown, line: AfterSaleLine) => formatYuan(line.refundable),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { ControlOrderRow } from '@rxdesk/contract/drug-control/drug-control';
import { Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { controlOrderDetailHref } from '../lib/links.ts';

/** The limit check as it was made when the order came in. */
export function LimitCheckTag({ row, t }: { row: ControlOrderRow; t: TFunction }) {
  return (
    <Tag color={row.within_limit === 1 ? 'green' : 'red'} data-testid="control-limit-check">
      {row.within_limit === 1 ? t('drug-control.orders.within') : t('drug-control.orders.over')}
    </Tag>
  );
}

/** One row per restricted line sold: the order, the goods, the registered buyer, the limit and
 * what the buyer had bought within the period before. */
export function controlOrderColumns(
  t: TFunction,
  options: { link: boolean },
): TableColumnsType<ControlOrderRow> {
  return [
    {
      key: 'sn',
      title: t('drug-control.orders.sn'),
      width: 180,
      render: (_, row) => (options.link ? <Link to={controlOrderDetailHref(row.sn)}>{row.sn}</Link> : row.sn),
    },
    { key: 'goods', title: t('drug-control.orders.goods'), dataIndex: 'goods_name', width: 200 },
    { key: 'num', title: t('drug-control.orders.num'), dataIndex: 'num', width: 80, align: 'right' },
    { key: 'buyer', title: t('drug-control.orders.buyer'), dataIndex: 'buyer_name', width: 100 },
    { key: 'idCard', title: t('drug-control.orders.idCard'), dataIndex: 'buyer_id_card', width: 180 },
    {
      key: 'mobile',
      title: t('drug-control.orders.mobile'),
      width: 120,
      render: (_, row) => row.buyer_mobile || '—',
    },
    {
      key: 'limit',
      title: t('drug-control.orders.limit'),
      width: 150,
      render: (_, row) => t('drug-control.goods.limitText', { qty: row.limit_qty, days: row.period_days }),
    },
    {
      key: 'before',
      title: t('drug-control.orders.boughtBefore'),
      dataIndex: 'bought_before',
      width: 110,
      align: 'right',
    },
    {
      key: 'check',
      title: t('drug-control.orders.check'),
      width: 110,
      render: (_, row) => <LimitCheckTag row={row} t={t} />,
    },
    {
      key: 'time',
      title: t('drug-control.orders.time'),
      width: 165,
      render: (_, row) => unixToDateString(row.create_time),
    },
  ];
}

import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { maskMobile } from '@rxdesk/contract/common/mobile-mask';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EllipsisText } from '../components/ellipsis-text.tsx';
import { SecondaryText } from '../components/secondary-text.tsx';
import { orderDetailHref } from '../orders/order-links.ts';
import './list-cells.css';

/* The columns several areas' lists show alike (an order number, a person, a moment, the goods),
 * and the stacked cell most list columns draw. No antd Typography: the order list is on the first
 * signed-in load (issue 18 page weight). */

/** A cell of stacked lines (a value and the notes under it), right-aligned for amounts. */
export function Lines({ align, children }: { align?: 'end'; children: ReactNode }) {
  return (
    <div className="rx-two-lines" style={align === 'end' ? { alignItems: 'flex-end' } : undefined}>
      {children}
    </div>
  );
}

/** A value over a secondary note (a reason, a masked mobile, a time). */
export function TwoLines({ main, note, testId }: { main: ReactNode; note: ReactNode; testId?: string }) {
  return (
    <Lines>
      <span data-testid={testId}>{main}</span>
      <SecondaryText>{note}</SecondaryText>
    </Lines>
  );
}

/** The order number, linking to the order's detail. */
export function orderSnColumn<Row>(
  title: string,
  sn: (row: Row) => string,
  key = 'order_sn',
): TableColumnType<Row> {
  return { key, title, width: 170, render: (_, row) => <Link to={orderDetailHref(sn(row))}>{sn(row)}</Link> };
}

/** A person's name over their masked mobile (the buyer, the consignee). */
export function personColumn<Row>(
  key: string,
  title: string,
  person: (row: Row) => { name: string; mobile: string },
  testId?: string,
): TableColumnType<Row> {
  return {
    key,
    title,
    width: 120,
    render: (_, row) => {
      const { name, mobile } = person(row);
      return <TwoLines main={name} note={maskMobile(mobile)} testId={testId} />;
    },
  };
}

/** A moment as its day over its time (when a row was created or applied for). */
export function dayTimeColumn<Row>(
  key: string,
  title: string,
  at: (row: Row) => number,
): TableColumnType<Row> {
  return {
    key,
    title,
    width: 110,
    render: (_, row) => (
      <TwoLines main={unixToDateString(at(row), 'yyyy-MM-dd')} note={unixToDateString(at(row), 'hh:mm:ss')} />
    ),
  };
}

/** An amount in yuan (from fen), right-aligned. */
export function yuanColumn<Row>(
  key: string,
  title: string,
  width: number,
  fen: (row: Row) => number,
): TableColumnType<Row> {
  return { key, title, width, align: 'right', render: (_, row) => formatYuan(fen(row)) };
}

/** The goods' names (cut short, whole in a tooltip) and how many pieces. */
export function goodsColumn<Row extends { goods_names: string; goods_num: number }>(
  title: string,
): TableColumnType<Row> {
  return {
    key: 'goods',
    title,
    width: 220,
    ellipsis: true,
    render: (_, row) => (
      <EllipsisText full={row.goods_names}>
        {row.goods_names} <SecondaryText>×{row.goods_num}</SecondaryText>
      </EllipsisText>
    ),
  };
}

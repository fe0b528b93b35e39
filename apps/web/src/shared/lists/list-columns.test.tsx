// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { dateStringToUnix } from '@rxdesk/contract/common/date-format';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { dayTimeColumn, goodsColumn, orderSnColumn, personColumn, yuanColumn } from './list-columns.tsx';

interface Row {
  sn: string;
  name: string;
  mobile: string;
  at: number;
  goods_names: string;
  goods_num: number;
}

const row: Row = {
  sn: 'SN 1',
  name: '张三',
  mobile: '13812345678',
  at: dateStringToUnix('2025-03-04')! + 3_723,
  goods_names: '阿莫西林',
  goods_num: 3,
};

function cell(node: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: <div data-testid="cell">{node}</div> }]);
  render(<RouterProvider router={router} />);
  return screen.getByTestId('cell');
}

afterEach(cleanup);

describe('shared list columns', () => {
  it('links the order number to its detail', () => {
    const column = orderSnColumn<Row>('Order', (r) => r.sn);
    expect(column).toMatchObject({ key: 'order_sn', width: 170 });
    const link = cell(column.render!(undefined, row, 0) as ReactNode).querySelector('a');
    expect(link?.getAttribute('href')).toBe('/order/detail/SN%201');
    expect(link?.textContent).toBe('SN 1');
  });

  it('shows a person with the mobile masked, and the day over the time', () => {
    const person = personColumn<Row>('buyer', 'Buyer', (r) => ({ name: r.name, mobile: r.mobile }), 'who');
    expect(cell(person.render!(undefined, row, 0) as ReactNode).textContent).toBe('张三138****5678');
    expect(screen.getByTestId('who').textContent).toBe('张三');
    cleanup();
    const when = dayTimeColumn<Row>('time', 'Time', (r) => r.at);
    expect(cell(when.render!(undefined, row, 0) as ReactNode).textContent).toBe('2025-03-0401:02:03');
  });

  it('cuts long goods names short in a column of its own', () => {
    // (drawing it needs a ResizeObserver, which jsdom lacks: the cell is covered by the e2e lists)
    expect(goodsColumn<Row>('Goods')).toMatchObject({
      key: 'goods',
      title: 'Goods',
      width: 220,
      ellipsis: true,
    });
  });

  it('shows an amount in fen as yuan, right-aligned', () => {
    const amount = yuanColumn<Row>('amount', 'Amount', 100, (r) => r.goods_num * 1_050);
    expect(amount).toMatchObject({ key: 'amount', width: 100, align: 'right' });
    expect(amount.render!(undefined, row, 0)).toBe(formatYuan(3_150));
  });
});

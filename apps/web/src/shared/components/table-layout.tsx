import { Pagination, type PaginationProps } from 'antd';
import type { ReactNode } from 'react';
import './table-layout.css';

interface Props {
  /** Above everything (e.g. status tabs). */
  header?: ReactNode;
  /** Left of the bar: buttons acting on the whole list (export…). */
  toolbar?: ReactNode;
  /** Right of the bar: the search box. */
  search?: ReactNode;
  /** The table itself (render it with `pagination={false}`; paging is drawn here). */
  children: ReactNode;
  pagination?: PaginationProps | false;
  className?: string;
}

/** §2 shared table layout: toolbar and search above, the table, pagination below. */
export function TableLayout({ header, toolbar, search, children, pagination, className }: Props) {
  return (
    <section className={className ? `rx-table-layout ${className}` : 'rx-table-layout'}>
      {header}
      {(toolbar || search) && (
        <div className="rx-table-layout__bar">
          <div className="rx-table-layout__toolbar">{toolbar}</div>
          <div className="rx-table-layout__search">{search}</div>
        </div>
      )}
      {children}
      {pagination && (
        <div className="rx-table-layout__pagination">
          <Pagination showSizeChanger showQuickJumper {...pagination} />
        </div>
      )}
    </section>
  );
}

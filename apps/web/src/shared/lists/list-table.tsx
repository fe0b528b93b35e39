import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../hooks/use-lang.ts';
import type { Lang } from '../labels/enum-label.ts';
import type { ListTableView } from './list-screen.tsx';

/** A list screen's table: named for screen readers, no paging of its own (the list screen draws
 * it), scrolled sideways past `width`, and the list's empty state in place of rows. */
export function ListTable<Row extends object>({
  label,
  rowKey,
  columns,
  width,
  rows,
  loading,
  empty,
  rowSelection,
}: {
  label: string;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  width: number;
  rows: Row[];
  loading: boolean;
  empty: ReactNode;
  /** Ticks for the list's batch actions (the goods list); none by default. */
  rowSelection?: TableProps<Row>['rowSelection'];
}) {
  return (
    <Table<Row>
      rowSelection={rowSelection}
      aria-label={label}
      rowKey={rowKey}
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: width }}
      locale={{ emptyText: empty }}
    />
  );
}

/** How an area's list table builds its columns: in the UI language, calling `onAction` when a
 * row's action is picked (tables without actions ignore it). */
type ColumnsOf<Row, Action> = (
  t: TFunction,
  lang: Lang,
  onAction: (row: Row, action: Action) => void,
) => TableColumnsType<Row>;

/** The props of an area's list table: what the list screen hands it, and `onAction` when its rows
 * have actions. */
export type AreaTableProps<Row, Action> = ListTableView<Row> & {
  rowSelection?: TableProps<Row>['rowSelection'];
} & ([Action] extends [never] ? { onAction?: never } : { onAction: (row: Row, action: Action) => void });

const noAction = () => undefined;

/**
 * An area's list table: the screen's rows in a ListTable named by the message `label`, with the
 * area's columns built once per language and per action handler. Paging is drawn by the
 * surrounding list screen.
 */
export function defineListTable<Row extends object, Action = never>(spec: {
  label: string;
  rowKey: keyof Row & string;
  width: number;
  columns: ColumnsOf<Row, Action>;
}) {
  return function AreaTable({ rows, loading, empty, onAction, rowSelection }: AreaTableProps<Row, Action>) {
    const { t } = useTranslation();
    const lang = useLang();
    const handler = (onAction ?? noAction) as (row: Row, action: Action) => void;
    const columns = useMemo(() => spec.columns(t, lang, handler), [t, lang, handler]);
    return (
      <ListTable<Row>
        label={t(spec.label)}
        rowKey={spec.rowKey}
        columns={columns}
        width={spec.width}
        rows={rows}
        loading={loading}
        empty={empty}
        rowSelection={rowSelection}
      />
    );
  };
}

import { translateMessage } from '@rxdesk/contract/common/locale';
import { Button, Table, type TableColumnsType } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeSpecs,
  specValuesOf,
  updateRow,
  type MatrixRow,
  type SkuMatrix,
} from '../../lib/sku-matrix.ts';
import { BatchesEditor } from './batches-editor.tsx';
import { EnabledCell, IntegerCell, TextCell, type RowPatch } from './matrix-cells.tsx';

export interface MatrixTableProps {
  matrix: SkuMatrix;
  onRowsChange: (change: (rows: MatrixRow[]) => MatrixRow[]) => void;
  /** Contract message keys by row index and column ('batches.0.quantity' for a batch). */
  errors: ReadonlyMap<number | '', Record<string, string>>;
  /** A new item: opening batches per SKU. */
  withBatches: boolean;
  /** A stored item: each SKU's ledger stock. */
  withStock: boolean;
  /** More per row (the stock page's batches button). */
  rowExtra?: (row: MatrixRow) => ReactNode;
}

/** The SKU matrix: the rows of the specs' product with their code, prices, weight, warning
 * quantity and switch; with opening batches under each row for a new item. */
export function MatrixTable({
  matrix,
  onRowsChange,
  errors,
  withBatches,
  withStock,
  rowExtra,
}: MatrixTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const onPatch: RowPatch = useCallback(
    (key, patch) => onRowsChange((rows) => updateRow(rows, key, patch)),
    [onRowsChange],
  );
  const specs = activeSpecs(matrix.specs);
  const indexOf = useMemo(() => new Map(matrix.rows.map((row, i) => [row.key, i])), [matrix.rows]);
  const rowLabel = useCallback(
    (row: MatrixRow) =>
      specValuesOf(matrix.specs, row.key)
        .map((v) => v.value)
        .join('/') || t('goods.sku.single'),
    [matrix.specs, t],
  );
  const errorOf = (row: MatrixRow, field: string) => {
    const key = errors.get(indexOf.get(row.key) ?? -1)?.[field];
    return key ? translateMessage(locale, key) : undefined;
  };
  const cell = (row: MatrixRow, column: string) => t('goods.sku.cellLabel', { row: rowLabel(row), column });

  const columns: TableColumnsType<MatrixRow> = [
    ...specs.map((spec, i) => ({
      key: `spec-${spec.id}`,
      title: spec.name || t('goods.sku.specN', { n: i + 1 }),
      width: 100,
      render: (_: unknown, row: MatrixRow) => specValuesOf(matrix.specs, row.key)[i]?.value,
    })),
    {
      key: 'code',
      title: t('goods.sku.code'),
      width: 170,
      render: (_, row) => (
        <TextCell
          rowKey={row.key}
          field="sku_code"
          value={row.sku_code}
          maxLength={40}
          label={cell(row, t('goods.sku.code'))}
          error={errorOf(row, 'sku_code') ?? errorOf(row, 'spec_values')}
          onPatch={onPatch}
        />
      ),
    },
    ...(['price', 'cost'] as const).map((field) => ({
      key: field,
      title: t(`goods.sku.${field}`),
      width: 110,
      render: (_: unknown, row: MatrixRow) => (
        <TextCell
          rowKey={row.key}
          field={field}
          value={row[field]}
          maxLength={12}
          label={cell(row, t(`goods.sku.${field}`))}
          error={errorOf(row, field)}
          onPatch={onPatch}
        />
      ),
    })),
    ...(['weight', 'warning_quantity'] as const).map((field) => ({
      key: field,
      title: t(field === 'weight' ? 'goods.sku.weight' : 'goods.sku.warningQuantity'),
      width: 110,
      render: (_: unknown, row: MatrixRow) => (
        <IntegerCell
          rowKey={row.key}
          field={field}
          value={row[field]}
          label={cell(row, t(field === 'weight' ? 'goods.sku.weight' : 'goods.sku.warningQuantity'))}
          placeholder={field === 'warning_quantity' ? t('goods.sku.shopDefault') : undefined}
          error={errorOf(row, field)}
          onPatch={onPatch}
        />
      ),
    })),
    {
      key: 'enabled',
      title: t('goods.sku.enabled'),
      width: 70,
      render: (_, row) => (
        <EnabledCell
          rowKey={row.key}
          value={row.enabled}
          label={cell(row, t('goods.sku.enabled'))}
          onPatch={onPatch}
        />
      ),
    },
    ...(withStock
      ? [
          {
            key: 'stock',
            title: t('goods.sku.stock'),
            width: 80,
            render: (_: unknown, row: MatrixRow) => row.stock ?? '—',
          },
        ]
      : []),
    ...(withBatches
      ? [
          {
            key: 'batches',
            title: t('goods.batch.title'),
            width: 120,
            render: (_: unknown, row: MatrixRow) => {
              const open = expanded.includes(row.key);
              const hasError = Object.keys(errors.get(indexOf.get(row.key) ?? -1) ?? {}).some((k) =>
                k.startsWith('batches'),
              );
              return (
                <Button
                  size="small"
                  type="link"
                  danger={hasError}
                  aria-expanded={open}
                  onClick={() =>
                    setExpanded(open ? expanded.filter((k) => k !== row.key) : [...expanded, row.key])
                  }
                >
                  {t('goods.batch.toggle', { count: row.batches.length })}
                </Button>
              );
            },
          },
        ]
      : []),
    ...(rowExtra
      ? [{ key: 'extra', title: '', width: 90, render: (_: unknown, row: MatrixRow) => rowExtra(row) }]
      : []),
  ];

  return (
    <Table<MatrixRow>
      className="rx-sku-matrix"
      aria-label={t('goods.sku.table')}
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={matrix.rows}
      pagination={false}
      scroll={{ x: 'max-content', y: 520 }}
      expandable={
        withBatches
          ? {
              expandedRowKeys: expanded,
              showExpandColumn: false,
              expandedRowRender: (row) => (
                <BatchesEditor
                  row={row}
                  rowLabel={rowLabel(row)}
                  errors={batchErrors(errors.get(indexOf.get(row.key) ?? -1), (key) =>
                    translateMessage(locale, key),
                  )}
                  onPatch={onPatch}
                />
              ),
            }
          : undefined
      }
    />
  );
}

/** 'batches.0.quantity' → '0.quantity', translated. */
function batchErrors(row: Record<string, string> | undefined, translate: (key: string) => string) {
  return Object.fromEntries(
    Object.entries(row ?? {})
      .filter(([key]) => key.startsWith('batches.'))
      .map(([key, message]) => [key.slice('batches.'.length), translate(message)]),
  );
}

import { Input, InputNumber, Switch } from 'antd';
import { memo } from 'react';
import type { MatrixRow } from '../../lib/sku-matrix.ts';

/* The matrix's editable cells. Each is memoised on its row's values: typing in one row re-renders
 * that row's cells only, which keeps a 200-row matrix responsive. */

export type RowPatch = (key: string, patch: Partial<MatrixRow>) => void;

interface CellProps<V> {
  rowKey: string;
  value: V;
  label: string;
  error?: string;
  onPatch: RowPatch;
}

function CellError({ error }: { error?: string }) {
  return error ? <div className="rx-sku-matrix__error">{error}</div> : null;
}

export const TextCell = memo(function TextCell({
  rowKey,
  field,
  value,
  label,
  error,
  onPatch,
  maxLength,
}: CellProps<string> & { field: 'sku_code' | 'price' | 'cost'; maxLength: number }) {
  return (
    <>
      <Input
        size="small"
        value={value}
        aria-label={label}
        maxLength={maxLength}
        status={error ? 'error' : undefined}
        onChange={(event) => onPatch(rowKey, { [field]: event.target.value })}
      />
      <CellError error={error} />
    </>
  );
});

export const IntegerCell = memo(function IntegerCell({
  rowKey,
  field,
  value,
  label,
  error,
  onPatch,
  placeholder,
}: CellProps<number | null> & { field: 'weight' | 'warning_quantity'; placeholder?: string }) {
  return (
    <>
      <InputNumber
        size="small"
        value={value}
        aria-label={label}
        min={0}
        precision={0}
        placeholder={placeholder}
        status={error ? 'error' : undefined}
        style={{ width: '100%' }}
        onChange={(next) => onPatch(rowKey, { [field]: typeof next === 'number' ? next : null })}
      />
      <CellError error={error} />
    </>
  );
});

export const EnabledCell = memo(function EnabledCell({ rowKey, value, label, onPatch }: CellProps<0 | 1>) {
  return (
    <Switch
      size="small"
      checked={value === 1}
      aria-label={label}
      onChange={(checked) => onPatch(rowKey, { enabled: checked ? 1 : 0 })}
    />
  );
});

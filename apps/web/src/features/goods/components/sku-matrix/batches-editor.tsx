import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { newId, type BatchDraft, type MatrixRow } from '../../lib/sku-matrix.ts';
import type { RowPatch } from './matrix-cells.tsx';

const MAX_BATCHES = 50;

/** A new SKU's opening stock, batch by batch (批号, 生产日期, 有效期至, 数量): received through
 * the stock ledger when the item is created. Dates are native date inputs (YYYY-MM-DD, as sent). */
export function BatchesEditor({
  row,
  rowLabel,
  errors,
  onPatch,
}: {
  row: MatrixRow;
  rowLabel: string;
  /** 'j.field' → message, from the contract's check of the body. */
  errors: Record<string, string>;
  onPatch: RowPatch;
}) {
  const { t } = useTranslation();
  const set = (key: string, patch: Partial<BatchDraft>) =>
    onPatch(row.key, { batches: row.batches.map((b) => (b.key === key ? { ...b, ...patch } : b)) });
  const label = (n: number, column: string) => t('goods.batch.cellLabel', { row: rowLabel, n, column });
  return (
    <div className="rx-sku-batches">
      {row.batches.length > 0 && (
        <div className="rx-sku-batches__row rx-sku-batches__head" aria-hidden>
          <span>{t('goods.batch.batchNo')}</span>
          <span>{t('goods.batch.production')}</span>
          <span>{t('goods.batch.expiry')}</span>
          <span>{t('goods.batch.quantity')}</span>
        </div>
      )}
      {row.batches.map((batch, j) => {
        const error = (field: string) => errors[`${j}.${field}`];
        return (
          <div key={batch.key} className="rx-sku-batches__row">
            <Input
              size="small"
              placeholder={t('goods.batch.batchNo')}
              aria-label={label(j + 1, t('goods.batch.batchNo'))}
              value={batch.batch_no}
              maxLength={40}
              status={error('batch_no') ? 'error' : undefined}
              onChange={(e) => set(batch.key, { batch_no: e.target.value })}
            />
            <Input
              size="small"
              type="date"
              aria-label={label(j + 1, t('goods.batch.production'))}
              value={batch.production_date}
              status={error('production_date') ? 'error' : undefined}
              onChange={(e) => set(batch.key, { production_date: e.target.value })}
            />
            <Input
              size="small"
              type="date"
              aria-label={label(j + 1, t('goods.batch.expiry'))}
              value={batch.expiry_date}
              status={error('expiry_date') ? 'error' : undefined}
              onChange={(e) => set(batch.key, { expiry_date: e.target.value })}
            />
            <InputNumber
              size="small"
              min={1}
              precision={0}
              placeholder={t('goods.batch.quantity')}
              aria-label={label(j + 1, t('goods.batch.quantity'))}
              value={batch.quantity}
              status={error('quantity') ? 'error' : undefined}
              onChange={(next) => set(batch.key, { quantity: typeof next === 'number' ? next : null })}
            />
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('goods.batch.remove', { n: j + 1 })}
              onClick={() => onPatch(row.key, { batches: row.batches.filter((b) => b.key !== batch.key) })}
            />
            {['batch_no', 'production_date', 'expiry_date', 'quantity'].map((field) =>
              error(field) ? (
                <div key={field} className="rx-sku-matrix__error rx-sku-batches__error">
                  {error(field)}
                </div>
              ) : null,
            )}
          </div>
        );
      })}
      <Button
        size="small"
        type="dashed"
        icon={<PlusOutlined />}
        disabled={row.batches.length >= MAX_BATCHES}
        onClick={() =>
          onPatch(row.key, {
            batches: [
              ...row.batches,
              { key: newId('b'), batch_no: '', production_date: '', expiry_date: '', quantity: null },
            ],
          })
        }
      >
        {t('goods.batch.add', { row: rowLabel })}
      </Button>
    </div>
  );
}

import { translateMessage } from '@rxdesk/contract/common/locale';
import { Alert } from 'antd';
import { useCallback, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatrixRow, SkuMatrix } from '../../lib/sku-matrix.ts';
import { FillBar } from './fill-bar.tsx';
import { MatrixTable } from './matrix-table.tsx';
import { SpecEditor } from './spec-editor.tsx';
import './sku-matrix.css';

export interface SkuMatrixEditorProps {
  value: SkuMatrix;
  onChange: Dispatch<SetStateAction<SkuMatrix>>;
  errors: ReadonlyMap<number | '', Record<string, string>>;
  withBatches: boolean;
  withStock: boolean;
  rowExtra?: (row: MatrixRow) => ReactNode;
}

/** The SKU matrix editor of the publish wizard's third step and of the SKU page: specs, batch
 * fill and code generation, the matrix, and the contract's complaints about the whole of it. */
export function SkuMatrixEditor({
  value,
  onChange,
  errors,
  withBatches,
  withStock,
  rowExtra,
}: SkuMatrixEditorProps) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const onRowsChange = useCallback(
    (change: (rows: MatrixRow[]) => MatrixRow[]) => onChange((m) => ({ ...m, rows: change(m.rows) })),
    [onChange],
  );
  const whole = errors.get('')?.[''];
  return (
    <div className="rx-sku-editor">
      <SpecEditor matrix={value} onChange={onChange} />
      <FillBar rows={value.rows} onRowsChange={onRowsChange} />
      {whole && <Alert type="error" showIcon title={translateMessage(locale, whole)} />}
      <MatrixTable
        matrix={value}
        onRowsChange={onRowsChange}
        errors={errors}
        withBatches={withBatches}
        withStock={withStock}
        rowExtra={rowExtra}
      />
    </div>
  );
}

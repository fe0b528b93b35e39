import { translateMessage } from '@rxdesk/contract/common/locale';
import { skuMatrixBody, type SkuRow } from '@rxdesk/contract/goods/catalogue';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { apiErrorOf } from '../../../../shared/http/error-message.ts';
import { reportRequestError } from '../../../../shared/http/report-error.ts';
import { useSaveGoodsSkus } from '../../api/save-goods-skus.ts';
import { matrixFromSkus, skusOfMatrix } from '../../lib/matrix-skus.ts';
import type { SkuMatrix } from '../../lib/sku-matrix.ts';
import { pathOfField, type BodyIssue } from '../../lib/wizard-steps.ts';

/** The SKU page's matrix, checked with the contract's skuMatrixBody before it is sent; a refusal
 * naming a SKU's field shows at that cell, any other as a toast. */
export function useSkuPage(goodsId: number, stored: readonly SkuRow[]) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const [matrix, setMatrix] = useState<SkuMatrix>(() => matrixFromSkus(stored));
  const [issues, setIssues] = useState<BodyIssue[]>([]);
  const save = useSaveGoodsSkus();
  // Stock is the ledger's, not the form's: when the item is re-read (a batch received or adjusted in
  // the batches dialog), the rows being edited take the new stock and keep the user's other edits.
  useEffect(() => {
    const stockOf = new Map(stored.map((s) => [s.sku_id, s.stock]));
    setMatrix((m) => ({
      ...m,
      rows: m.rows.map((row) =>
        row.sku_id && stockOf.has(row.sku_id) ? { ...row, stock: stockOf.get(row.sku_id) } : row,
      ),
    }));
  }, [stored]);

  async function submit() {
    const body = { skus: skusOfMatrix(matrix, false) };
    const checked = skuMatrixBody.safeParse(body);
    if (!checked.success) {
      setIssues(
        checked.error.issues.map((issue) => ({
          path: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
          message: issue.message,
        })),
      );
      toast.error(translateMessage(locale, 'rule.formInvalid'));
      return;
    }
    setIssues([]);
    try {
      const saved = await save.mutateAsync({ goodsId, body: checked.data });
      // The stored rows come back with their ids: new rows are SKUs now.
      setMatrix(matrixFromSkus(saved));
      toast.success(t('goods.sku.saved'));
    } catch (error) {
      const refusal = apiErrorOf(error);
      if (!refusal?.field?.startsWith('skus')) return reportRequestError(error);
      setIssues([
        { path: pathOfField(refusal.field), message: refusal.message.replace(`${refusal.field}: `, '') },
      ]);
      toast.error(refusal.message);
    }
  }

  return { matrix, setMatrix, issues, submit, saving: save.isPending };
}

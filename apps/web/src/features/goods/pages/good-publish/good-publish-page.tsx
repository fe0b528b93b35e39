import type { DraftDetail } from '@rxdesk/contract/goods/goods-drafts';
import type { GoodsDetail } from '@rxdesk/contract/goods/catalogue';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathInTree, useCategoryTree } from '../../api/get-category-tree.ts';
import { useDraft } from '../../api/get-draft.ts';
import { useGoods } from '../../api/get-goods.ts';
import { valuesOf } from '../../lib/goods-body.ts';
import { publishTarget } from '../../lib/goods-links.ts';
import { emptyMatrix, matrixFromSkus } from '../../lib/matrix-skus.ts';
import type { WizardStep } from '../../lib/wizard-steps.ts';
import { PublishWizard } from './publish-wizard.tsx';
import type { WizardInit } from './wizard-init.ts';

const rejectReasonOf = (goods?: GoodsDetail) =>
  goods?.status === 'REJECTED' ? goods.auth_reason : undefined;

function editInit(goods: GoodsDetail): WizardInit {
  return {
    goodsId: goods.goods_id,
    values: valuesOf(goods),
    matrix: matrixFromSkus(goods.skus),
    // The category is chosen already: an edit opens on the information.
    step: 1,
    rejectReason: rejectReasonOf(goods),
  };
}

function draftInit(draft: DraftDetail, categoryPath: string | undefined, goods?: GoodsDetail): WizardInit {
  const stock = new Map(goods?.skus.map((sku) => [sku.sku_id, sku]) ?? []);
  const skus = (draft.payload.skus ?? []).map((sku) => {
    const stored = sku.sku_id ? stock.get(sku.sku_id) : undefined;
    return stored ? { ...sku, stock: stored.stock, referenced: stored.referenced } : sku;
  });
  return {
    goodsId: draft.goods_id ?? undefined,
    draftId: draft.draft_id,
    values: { ...valuesOf(draft.payload), category_path: categoryPath },
    matrix: skus.length ? matrixFromSkus(skus) : emptyMatrix(),
    step: Math.min(Math.max(draft.step, 0), 3) as WizardStep,
    rejectReason: rejectReasonOf(goods),
  };
}

const NEW_ITEM: WizardInit = {
  values: { regulatory_class: 'NONE', insurance_flag: false, images: [] },
  matrix: emptyMatrix(),
  step: 0,
};

/** /goods/good-publish/:goodsid?/:isdraft? — a new item, an item's edit, or a draft resumed.
 * Not cached: every visit starts from what is stored now. */
export function GoodPublishPage() {
  const { t } = useTranslation();
  const target = publishTarget(useParams());
  const draftId = target?.kind === 'draft' ? target.draftId : undefined;
  const draft = useDraft(draftId);
  const goodsId = target?.kind === 'edit' ? target.goodsId : (draft.data?.goods_id ?? undefined);
  const goods = useGoods(goodsId);
  const categoryId = draft.data?.payload.category_id;
  const tree = useCategoryTree(categoryId !== undefined);

  if (!target) return <Result status="404" title={t('goods.publish.notFound')} />;
  const failed = [draft, goods, tree].find((q) => q.isError);
  if (failed)
    return (
      <Result
        status="warning"
        title={t('goods.publish.loadFailed')}
        extra={<Button onClick={() => void failed.refetch()}>{t('common.retry')}</Button>}
      />
    );

  let init: WizardInit | undefined;
  let key = 'new';
  if (target.kind === 'new') init = NEW_ITEM;
  else if (target.kind === 'edit' && goods.data) {
    init = editInit(goods.data);
    key = `edit-${target.goodsId}`;
  } else if (target.kind === 'draft' && draft.data && (goodsId === undefined || goods.data)) {
    if (categoryId === undefined || tree.data) {
      init = draftInit(
        draft.data,
        categoryId ? pathInTree(tree.data ?? [], categoryId) : undefined,
        goods.data,
      );
      key = `draft-${target.draftId}`;
    }
  }
  if (!init) return <Skeleton active paragraph={{ rows: 12 }} />;
  return <PublishWizard key={key} init={init} />;
}

import type { DraftBody } from '@rxdesk/contract/goods/goods-drafts';
import type { GoodsCreateBody, GoodsEditBody } from '@rxdesk/contract/goods/goods-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { useCreateDraft } from '../../api/create-draft.ts';
import { useCreateGoods } from '../../api/create-goods.ts';
import { usePublishDraft } from '../../api/publish-draft.ts';
import { useUpdateDraft } from '../../api/update-draft.ts';
import { useUpdateGoods } from '../../api/update-goods.ts';
import { goodsListHref } from '../../lib/goods-links.ts';

/**
 * The wizard's two ways out: save as a draft (POST the first time, PUT the same draft after), and
 * publish — a new item (POST seller/goods), an edit (PUT seller/goods/{id}), or, once there is a
 * draft, the draft saved again and made the item (PUT …/market: the draft goes in the same step).
 * A published item lands in the list, on the awaiting-review tab when that is where it went.
 */
export function useWizardSubmit(goodsId: number | undefined, initialDraftId: number | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draftId, setDraftId] = useState(initialDraftId);
  const createDraft = useCreateDraft();
  const updateDraft = useUpdateDraft();
  const publishDraft = usePublishDraft();
  const createGoods = useCreateGoods();
  const updateGoods = useUpdateGoods();

  async function writeDraft(body: DraftBody): Promise<number> {
    if (draftId) {
      await updateDraft.mutateAsync({ draftId, body });
      return draftId;
    }
    const created = await createDraft.mutateAsync(body);
    setDraftId(created.draft_id);
    return created.draft_id;
  }

  async function saveDraft(body: DraftBody): Promise<void> {
    await writeDraft(body);
    toast.success(t('goods.publish.draftSaved'));
  }

  /** Rejects with the server's refusal for the caller to show in place. */
  async function publish(body: GoodsCreateBody | GoodsEditBody, draft: DraftBody): Promise<void> {
    const result = draftId
      ? await writeDraft(draft).then((id) => publishDraft.mutateAsync(id))
      : goodsId
        ? await updateGoods.mutateAsync({ goodsId, body })
        : await createGoods.mutateAsync(body);
    toast.success(t(result.status === 'AWAITING_REVIEW' ? 'goods.publish.submitted' : 'goods.publish.saved'));
    await navigate(goodsListHref(result.status === 'AWAITING_REVIEW' ? 'AWAITING_REVIEW' : undefined));
  }

  const busy =
    createDraft.isPending ||
    updateDraft.isPending ||
    publishDraft.isPending ||
    createGoods.isPending ||
    updateGoods.isPending;
  return { draftId, saveDraft, publish, busy };
}

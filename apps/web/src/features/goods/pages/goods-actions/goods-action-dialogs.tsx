import { goodsUnderBody } from '@rxdesk/contract/goods/goods-review';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../../../shared/components/dialogs/confirm-dialog.tsx';
import { useDeleteGoods } from '../../api/delete-goods.ts';
import { useRecycleGoods } from '../../api/recycle-goods.ts';
import { useReviewGoods } from '../../api/review-goods.ts';
import { useSetGoodsGroup } from '../../api/set-goods-group.ts';
import { useSetGoodsTags } from '../../api/set-goods-tags.ts';
import { useSetGoodsWarning } from '../../api/set-goods-warning.ts';
import { useUnderGoods } from '../../api/under-goods.ts';
import { ApproveDialog } from '../../components/goods-actions/approve-dialog.tsx';
import { GroupDialog } from '../../components/goods-actions/group-dialog.tsx';
import { TagsDialog } from '../../components/goods-actions/tags-dialog.tsx';
import { ReasonDialog } from '../../../../shared/components/dialogs/reason-dialog.tsx';
import { WarningDialog } from '../../components/goods-actions/warning-dialog.tsx';
import type { GoodsTarget } from './use-goods-actions.tsx';

/* Each goods action that asks something first wires its endpoint to its dialog. Values are trimmed
 * here; the dialogs have checked them with the contract's rules, the server checks them again. */

export type DialogAction =
  'under' | 'approve' | 'reject' | 'recycle' | 'delete' | 'warning' | 'group' | 'tags';

export interface GoodsActionProps {
  target: GoodsTarget;
  open: boolean;
  onDone: () => void;
  onCancel: () => void;
  afterClose: () => void;
}

const frame = ({ open, onCancel, afterClose }: GoodsActionProps, submitting: boolean) => ({
  open,
  onCancel,
  afterClose,
  submitting,
});

/** One item by name, several by count. */
function useSubject(target: GoodsTarget): string {
  const { t } = useTranslation();
  return target.ids.length === 1 && target.name
    ? t('goods.actions.one', { name: target.name })
    : t('goods.actions.many', { count: target.ids.length });
}

function UnderAction(props: GoodsActionProps) {
  const { t } = useTranslation();
  const mutation = useUnderGoods();
  return (
    <ReasonDialog
      {...frame(props, mutation.isPending)}
      name="goods-under"
      title={t('goods.actions.underTitle', { subject: useSubject(props.target) })}
      label={t('goods.actions.underReason')}
      notice={t('goods.actions.underHint')}
      rule={goodsUnderBody.shape.reason}
      onSubmit={async ({ reason }) => {
        await mutation.mutateAsync({ goodsIds: props.target.ids, body: { reason: reason.trim() } });
        props.onDone();
      }}
    />
  );
}

function ReviewAction(props: GoodsActionProps & { approve: boolean }) {
  const { t } = useTranslation();
  const mutation = useReviewGoods();
  const goodsId = props.target.ids[0] ?? 0;
  if (props.approve)
    return (
      <ApproveDialog
        {...frame(props, mutation.isPending)}
        goodsName={props.target.name}
        onSubmit={async ({ reason }) => {
          await mutation.mutateAsync({ goodsId, body: { action: 'approve', reason: (reason ?? '').trim() } });
          props.onDone();
        }}
      />
    );
  return (
    <ReasonDialog
      {...frame(props, mutation.isPending)}
      name="goods-reject"
      title={t('goods.review.rejectTitle')}
      label={t('goods.review.rejectReason')}
      notice={t('goods.review.rejectHint', { name: props.target.name })}
      rule={goodsUnderBody.shape.reason}
      onSubmit={async ({ reason }) => {
        await mutation.mutateAsync({ goodsId, body: { action: 'reject', reason: reason.trim() } });
        props.onDone();
      }}
    />
  );
}

function ConfirmAction(props: GoodsActionProps & { kind: 'recycle' | 'delete' }) {
  const { t } = useTranslation();
  const recycle = useRecycleGoods();
  const remove = useDeleteGoods();
  const mutation = props.kind === 'recycle' ? recycle : remove;
  return (
    <ConfirmActionDialog
      {...frame(props, mutation.isPending)}
      danger
      title={t(`goods.actions.${props.kind}Title`)}
      content={t(`goods.actions.${props.kind}Confirm`, { subject: useSubject(props.target) })}
      run={() => mutation.mutateAsync(props.target.ids)}
      onDone={props.onDone}
    />
  );
}

function WarningAction(props: GoodsActionProps) {
  const mutation = useSetGoodsWarning();
  return (
    <WarningDialog
      {...frame(props, mutation.isPending)}
      count={props.target.ids.length}
      onSubmit={async (values) => {
        const quantity = values.mode === 'default' ? null : (values.warning_quantity ?? null);
        await mutation.mutateAsync({ goodsIds: props.target.ids, body: { warning_quantity: quantity } });
        props.onDone();
      }}
    />
  );
}

function GroupAction(props: GoodsActionProps) {
  const mutation = useSetGoodsGroup();
  return (
    <GroupDialog
      {...frame(props, mutation.isPending)}
      count={props.target.ids.length}
      onSubmit={async (values) => {
        await mutation.mutateAsync({
          goodsIds: props.target.ids,
          body: { group_id: values.group_id ?? null },
        });
        props.onDone();
      }}
    />
  );
}

function TagsAction(props: GoodsActionProps) {
  const mutation = useSetGoodsTags();
  return (
    <TagsDialog
      {...frame(props, mutation.isPending)}
      count={props.target.ids.length}
      onSubmit={async (values) => {
        await mutation.mutateAsync({ goodsIds: props.target.ids, body: { tag_ids: values.tag_ids ?? [] } });
        props.onDone();
      }}
    />
  );
}

/** The dialog of one goods action. */
export function GoodsActionDialog({ action, ...props }: GoodsActionProps & { action: DialogAction }) {
  switch (action) {
    case 'under':
      return <UnderAction {...props} />;
    case 'approve':
    case 'reject':
      return <ReviewAction approve={action === 'approve'} {...props} />;
    case 'recycle':
    case 'delete':
      return <ConfirmAction kind={action} {...props} />;
    case 'warning':
      return <WarningAction {...props} />;
    case 'group':
      return <GroupAction {...props} />;
    case 'tags':
      return <TagsAction {...props} />;
  }
}

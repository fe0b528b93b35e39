import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { useRevertGoods } from '../../api/revert-goods.ts';
import { useUpGoods } from '../../api/up-goods.ts';
import { GoodsActionDialog, type DialogAction } from './goods-action-dialogs.tsx';

/** What an action applies to: one row, or the ticked rows of a batch. */
export interface GoodsTarget {
  ids: number[];
  /** The item's name (one row) for the dialogs' wording. */
  name: string;
}

interface Running extends GoodsTarget {
  action: DialogAction;
  open: boolean;
}

/**
 * Runs the goods actions of a list: `start(target, 'under')` opens that action's dialog; actions
 * without anything to ask (on shelf, restore) run at once. On success 操作成功 (§8) and every goods
 * list refetches (the mutations invalidate them); a refusal shows the server's message.
 */
export function useGoodsActions(onDone?: () => void): {
  start: (target: GoodsTarget, action: DialogAction | 'up' | 'revert') => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const [running, setRunning] = useState<Running | null>(null);
  const up = useUpGoods();
  const revert = useRevertGoods();
  const { mutate: upMutate } = up;
  const { mutate: revertMutate } = revert;
  const done = useCallback(() => {
    toast.success(t('goods.actions.success'));
    onDone?.();
  }, [t, onDone]);

  const start = useCallback(
    (target: GoodsTarget, action: DialogAction | 'up' | 'revert') => {
      if (action === 'up') upMutate(target.ids, { onSuccess: done });
      else if (action === 'revert') revertMutate(target.ids, { onSuccess: done });
      else setRunning({ ...target, action, open: true });
    },
    [upMutate, revertMutate, done],
  );
  const close = () => setRunning((current) => current && { ...current, open: false });

  const dialog = running ? (
    <GoodsActionDialog
      key={`${running.ids.join(',')}:${running.action}`}
      action={running.action}
      target={running}
      open={running.open}
      onDone={() => {
        done();
        close();
      }}
      onCancel={close}
      afterClose={() => setRunning((current) => (current && !current.open ? null : current))}
    />
  ) : null;
  return { start, dialog };
}

import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { PromotionAction, PromotionState } from '@rxdesk/contract/promotions/promotion-common';
import { Button, Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { defineListTable } from '../../../shared/lists/list-table.tsx';
import type { AnyPromotionRow } from '../api/get-promotions.ts';
import { tierText } from '../lib/tier-text.ts';

export type PromotionRowAction = PromotionAction | 'view';

const STATE_COLOR: Record<PromotionState, string> = {
  NOT_STARTED: 'processing',
  RUNNING: 'success',
  ENDED: 'default',
  CLOSED: 'error',
};

const time = (s: number) => unixToDateString(s, 'yyyy-MM-dd hh:mm');

function rules(t: TFunction, p: AnyPromotionRow): string {
  if (p.tiers) return p.tiers.map((tier) => tierText(t, tier, p.by_piece ?? false)).join('；');
  return t('promotions.list.skuCount', { count: p.sku_count });
}

/** One kind's activities: title, window, rules, state and the actions the server allows. */
export const PromotionTable = defineListTable<AnyPromotionRow, PromotionRowAction>({
  label: 'promotions.list.table',
  rowKey: 'promotion_id',
  width: 1200,
  columns: (t, _lang, onAction) => [
    { key: 'title', title: t('promotions.form.title'), dataIndex: 'title', width: 220, ellipsis: true },
    {
      key: 'window',
      title: t('promotions.list.window'),
      width: 300,
      render: (_, p) => `${time(p.start_time)} ~ ${time(p.end_time)}`,
    },
    {
      key: 'rules',
      title: t('promotions.list.rules'),
      width: 300,
      ellipsis: true,
      render: (_, p) => rules(t, p),
    },
    {
      key: 'scope',
      title: t('promotions.form.scope'),
      width: 110,
      render: (_, p) =>
        p.scope === 'ALL'
          ? t('promotions.form.scopeAll')
          : t('promotions.list.skuCount', { count: p.sku_count }),
    },
    {
      key: 'status',
      title: t('promotions.list.status'),
      width: 100,
      render: (_, p) => <Tag color={STATE_COLOR[p.status]}>{t(`promotions.tabs.${p.status}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('promotions.list.actions'),
      width: 200,
      fixed: 'right',
      render: (_, p) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onAction(p, 'view')}>
            {t('promotions.list.view')}
          </Button>
          {p.allowed_actions.map((a) => (
            <Button key={a} type="link" size="small" danger={a !== 'edit'} onClick={() => onAction(p, a)}>
              {t(`promotions.actions.${a}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ],
});

import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { DraftRow } from '@rxdesk/contract/goods/goods-drafts';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { publishHref } from '../lib/goods-links.ts';
import { WIZARD_STEPS } from '../lib/wizard-steps.ts';

export type DraftAction = 'delete';

/** The drafts: what they are, the step they stopped at, when, and resume / delete. */
export function draftColumns(
  t: TFunction,
  _lang: unknown,
  onAction: (row: DraftRow, action: DraftAction) => void,
): TableColumnsType<DraftRow> {
  return [
    {
      key: 'image',
      title: t('goods.list.image'),
      width: 72,
      render: (_, d) =>
        d.thumbnail ? <img className="rx-goods__thumb" src={d.thumbnail} alt="" loading="lazy" /> : null,
    },
    {
      key: 'name',
      title: t('goods.list.name'),
      width: 280,
      render: (_, d) => (
        <Space size={4} wrap>
          <span data-testid="draft-name">{d.goods_name || t('goods.drafts.unnamed')}</span>
          {d.goods_id !== null && <Tag>{t('goods.drafts.ofItem')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'step',
      title: t('goods.drafts.step'),
      width: 180,
      render: (_, d) =>
        t('goods.drafts.stepText', {
          n: d.step + 1,
          name: t(`goods.publish.steps.${WIZARD_STEPS[d.step] ?? WIZARD_STEPS[0]}`),
        }),
    },
    {
      key: 'updated',
      title: t('goods.drafts.updated'),
      width: 170,
      render: (_, d) => unixToDateString(d.updated_at),
    },
    {
      key: 'actions',
      title: t('goods.list.actions'),
      width: 160,
      fixed: 'right',
      render: (_, d) => (
        <Space size={0}>
          <Link to={publishHref({ draftId: d.draft_id })}>
            <Button type="link" size="small">
              {t('goods.drafts.resume')}
            </Button>
          </Link>
          <Button type="link" size="small" danger onClick={() => onAction(d, 'delete')}>
            {t('goods.actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];
}

import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { ControlGoodsRow } from '@rxdesk/contract/drug-control/drug-control';
import { Button, Popconfirm, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { Lang } from '../../../shared/labels/enum-label.ts';
import { isBarred, regulatoryLabel } from '../lib/labels.ts';

export interface GoodsActions {
  onRestrict: (goods: ControlGoodsRow) => void;
  onUnrestrict: (goods: ControlGoodsRow) => void;
}

/** Goods with their regulatory class and restriction; barred goods cannot be restricted (they
 * are not sold online at all — the server refuses too). */
export function controlGoodsColumns(
  t: TFunction,
  lang: Lang,
  { onRestrict, onUnrestrict }: GoodsActions,
): TableColumnsType<ControlGoodsRow> {
  return [
    { key: 'code', title: t('drug-control.goods.code'), dataIndex: 'goods_code', width: 120 },
    {
      key: 'name',
      title: t('drug-control.goods.name'),
      width: 240,
      render: (_, g) => (
        <>
          <div>{g.common_name || g.goods_name}</div>
          <small>
            {g.goods_name} {g.specs}
          </small>
        </>
      ),
    },
    {
      key: 'manufacturer',
      title: t('drug-control.goods.manufacturer'),
      dataIndex: 'manufacturer',
      width: 200,
    },
    { key: 'type', title: t('drug-control.goods.drugType'), dataIndex: 'drug_type', width: 80 },
    {
      key: 'class',
      title: t('drug-control.goods.regulatoryClass'),
      width: 150,
      render: (_, g) => (
        <Tag color={isBarred(g.regulatory_class) ? 'red' : 'default'}>
          {regulatoryLabel(g.regulatory_class, lang)}
        </Tag>
      ),
    },
    {
      key: 'limit',
      title: t('drug-control.goods.limit'),
      width: 170,
      render: (_, g) =>
        g.restricted === 1 ? (
          <Tag color="orange" data-testid="control-limit">
            {t('drug-control.goods.limitText', { qty: g.limit_qty, days: g.period_days })}
          </Tag>
        ) : (
          '—'
        ),
    },
    {
      key: 'updated',
      title: t('drug-control.goods.updatedAt'),
      width: 165,
      render: (_, g) => (g.updated_at ? unixToDateString(g.updated_at) : '—'),
    },
    {
      key: 'actions',
      title: t('drug-control.goods.actions'),
      width: 180,
      fixed: 'right',
      render: (_, g) =>
        isBarred(g.regulatory_class) ? (
          <Tooltip title={t('drug-control.goods.barredHint')}>
            <Tag>{t('drug-control.goods.barred')}</Tag>
          </Tooltip>
        ) : (
          <Space size={4}>
            <Button type="link" size="small" onClick={() => onRestrict(g)}>
              {g.restricted === 1 ? t('drug-control.goods.edit') : t('drug-control.goods.restrict')}
            </Button>
            {g.restricted === 1 && (
              <Popconfirm
                title={t('drug-control.goods.unrestrictConfirm')}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                onConfirm={() => onUnrestrict(g)}
              >
                <Button type="link" size="small" danger>
                  {t('drug-control.goods.unrestrict')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
    },
  ];
}

import type { FreightTemplate } from '@rxdesk/contract/logistics/freight-templates';
import { Button, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

export type FreightTemplateAction = 'edit' | 'delete';
const ACTIONS: FreightTemplateAction[] = ['edit', 'delete'];

/** The shop's freight templates: how each charges, its regions and free-shipping rules. */
export function FreightTemplateTable({
  rows,
  loading,
  onAction,
}: {
  rows: FreightTemplate[];
  loading: boolean;
  onAction: (row: FreightTemplate, a: FreightTemplateAction) => void;
}) {
  const { t } = useTranslation();
  const charge = (row: FreightTemplate, c: FreightTemplate['default_area']) =>
    t(row.type === 'PIECE' ? 'logistics.templates.chargePiece' : 'logistics.templates.chargeWeight', {
      first: c.first,
      firstPrice: c.first_price.toFixed(2),
      additional: c.additional,
      additionalPrice: c.additional_price.toFixed(2),
    });
  const columns: ColumnsType<FreightTemplate> = [
    {
      key: 'name',
      title: t('logistics.templates.columns.name'),
      render: (_, r) => (
        <Space size={4}>
          <span data-testid={`freight-template-name-${r.template_id}`}>{r.name}</span>
          {r.is_default && <Tag color="green">{t('logistics.templates.isDefault')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'type',
      title: t('logistics.templates.columns.type'),
      width: 90,
      render: (_, r) => t(`logistics.templates.types.${r.type}`),
    },
    {
      key: 'default',
      title: t('logistics.templates.columns.defaultArea'),
      render: (_, r) => charge(r, r.default_area),
    },
    {
      key: 'areas',
      title: t('logistics.templates.columns.areas'),
      render: (_, r) =>
        r.areas.length === 0
          ? t('logistics.templates.none')
          : r.areas.map((a, i) => (
              <div key={i}>
                {a.region_names.join('、')}：{charge(r, a)}
              </div>
            )),
    },
    {
      key: 'free',
      title: t('logistics.templates.columns.free'),
      render: (_, r) =>
        r.free_rules.length === 0
          ? t('logistics.templates.none')
          : r.free_rules.map((f, i) => (
              <div key={i}>
                {f.region_names.length ? f.region_names.join('、') : t('logistics.templates.everywhere')}：
                {[
                  f.min_amount !== null
                    ? t('logistics.templates.freeAmount', { amount: f.min_amount.toFixed(2) })
                    : '',
                  f.min_pieces !== null ? t('logistics.templates.freePieces', { pieces: f.min_pieces }) : '',
                ]
                  .filter(Boolean)
                  .join(' / ')}
              </div>
            )),
    },
    { key: 'goods', dataIndex: 'goods_count', title: t('logistics.templates.columns.goods'), width: 90 },
    {
      key: 'actions',
      title: t('logistics.templates.columns.actions'),
      width: 130,
      render: (_, r) => (
        <Space size={0}>
          {ACTIONS.map((a) => (
            <Button
              key={a}
              type="link"
              size="small"
              danger={a === 'delete'}
              data-testid={`freight-template-${a}-${r.template_id}`}
              onClick={() => onAction(r, a)}
            >
              {t(`logistics.templates.actions.${a}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <Table<FreightTemplate>
      rowKey="template_id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: t('logistics.templates.empty') }}
      pagination={false}
      data-testid="freight-template-table"
    />
  );
}

import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { Supplier } from '@rxdesk/contract/goods/suppliers';
import { Button, Space, Tag } from 'antd';
import { defineListTable } from '../../../shared/lists/list-table.tsx';

export type SupplierAction = 'edit' | 'toggle';

/** The drop-ship suppliers with their goods counts and state. */
export const SupplierTable = defineListTable<Supplier, SupplierAction>({
  label: 'goods.supplierPage.table',
  rowKey: 'supplier_id',
  width: 1300,
  columns: (t, _lang, onAction) => [
    { key: 'name', title: t('goods.supplierPage.name'), dataIndex: 'name', width: 240 },
    { key: 'contact', title: t('goods.supplierPage.contact'), dataIndex: 'contact_name', width: 100 },
    { key: 'mobile', title: t('goods.supplierPage.mobile'), dataIndex: 'mobile', width: 130 },
    {
      key: 'address',
      title: t('goods.supplierPage.address'),
      dataIndex: 'address',
      width: 240,
      ellipsis: true,
      render: (v: string) => v || '—',
    },
    {
      key: 'remark',
      title: t('goods.supplierPage.remark'),
      dataIndex: 'remark',
      width: 200,
      ellipsis: true,
      render: (v: string) => v || '—',
    },
    { key: 'goods', title: t('goods.supplierPage.goodsCount'), dataIndex: 'goods_count', width: 110 },
    {
      key: 'state',
      title: t('goods.supplierPage.state'),
      width: 90,
      render: (_, s) =>
        s.disabled === 1 ? (
          <Tag>{t('goods.supplierPage.disabled')}</Tag>
        ) : (
          <Tag color="success">{t('goods.supplierPage.enabled')}</Tag>
        ),
    },
    {
      key: 'updated',
      title: t('goods.supplierPage.updateTime'),
      width: 160,
      render: (_, s) => unixToDateString(s.update_time, 'yyyy-MM-dd hh:mm'),
    },
    {
      key: 'actions',
      title: t('goods.extras.actions'),
      width: 140,
      fixed: 'right',
      render: (_, s) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onAction(s, 'edit')}>
            {t('goods.extras.edit')}
          </Button>
          <Button type="link" size="small" danger={s.disabled === 0} onClick={() => onAction(s, 'toggle')}>
            {s.disabled === 1 ? t('goods.supplierPage.enable') : t('goods.supplierPage.disable')}
          </Button>
        </Space>
      ),
    },
  ],
});

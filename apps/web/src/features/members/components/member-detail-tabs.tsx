import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { Page } from '@rxdesk/contract/common/paging';
import type { MemberCase, MemberPoints, MemberPrescription } from '@rxdesk/contract/members/members';
import { ORDER_STATUS_LABELS } from '@rxdesk/contract/orders/order-status';
import type { OrderSummary } from '@rxdesk/contract/orders/orders';
import { SERVICE_STATUS_LABELS, SERVICE_TYPE_LABELS } from '@rxdesk/contract/after-sale/after-sale';
import { Table, Tabs, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serviceDetailHref } from '../../../shared/after-sale/after-sale-links.ts';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import { labelFrom, type Lang } from '../../../shared/labels/enum-label.ts';
import { orderDetailHref } from '../../../shared/orders/order-links.ts';
import { useMemberTab, type MemberTab } from '../api/get-member-tab.ts';

const time = (t: number) => unixToDateString(t, 'yyyy-MM-dd hh:mm');

function columnsOf(tab: MemberTab, t: TFunction, lang: Lang): TableColumnsType<never> {
  const d = (key: string) => t(`members.detail.${key}`);
  const cols: Record<MemberTab, TableColumnsType<never>> = {
    orders: [
      {
        key: 'sn',
        title: d('orderSn'),
        render: (_, o: OrderSummary) => <Link to={orderDetailHref(o.sn)}>{o.sn}</Link>,
      },
      { key: 'goods', title: d('goods'), dataIndex: 'goods_names', ellipsis: true },
      {
        key: 'price',
        title: d('orderPrice'),
        align: 'right',
        render: (_, o: OrderSummary) => o.order_price.toFixed(2),
      },
      {
        key: 'status',
        title: d('orderStatus'),
        render: (_, o: OrderSummary) => labelFrom(ORDER_STATUS_LABELS, o.status, lang),
      },
      { key: 'time', title: d('time'), render: (_, o: OrderSummary) => time(o.create_time) },
    ] as TableColumnsType<never>,
    'after-sales': [
      {
        key: 'sn',
        title: d('serviceSn'),
        render: (_, c: MemberCase) => <Link to={serviceDetailHref(c.service_sn)}>{c.service_sn}</Link>,
      },
      { key: 'order', title: d('orderSn'), dataIndex: 'order_sn' },
      {
        key: 'type',
        title: d('serviceType'),
        render: (_, c: MemberCase) => labelFrom(SERVICE_TYPE_LABELS, c.service_type, lang),
      },
      { key: 'goods', title: d('goods'), dataIndex: 'goods_names', ellipsis: true },
      {
        key: 'amount',
        title: d('requested'),
        align: 'right',
        render: (_, c: MemberCase) => c.requested_amount.toFixed(2),
      },
      {
        key: 'status',
        title: d('serviceStatus'),
        render: (_, c: MemberCase) => labelFrom(SERVICE_STATUS_LABELS, c.status, lang),
      },
      { key: 'time', title: d('time'), render: (_, c: MemberCase) => time(c.create_time) },
    ] as TableColumnsType<never>,
    prescriptions: [
      {
        key: 'order',
        title: d('orderSn'),
        render: (_, p: MemberPrescription) => <Link to={orderDetailHref(p.order_sn)}>{p.order_sn}</Link>,
      },
      { key: 'hospital', title: d('hospital'), dataIndex: 'hospital_name' },
      { key: 'doctor', title: d('doctor'), dataIndex: 'doctor_name' },
      { key: 'patient', title: d('patient'), dataIndex: 'use_person_name' },
      { key: 'diagnosis', title: d('diagnosis'), dataIndex: 'diagnosis', ellipsis: true },
      {
        key: 'state',
        title: d('rxState'),
        render: (_, p: MemberPrescription) => t(`members.detail.rxStates.${p.state}`),
      },
      {
        key: 'pharmacist',
        title: d('pharmacist'),
        render: (_, p: MemberPrescription) => p.audit_pharmacist_name || '—',
      },
      { key: 'time', title: d('time'), render: (_, p: MemberPrescription) => time(p.create_time) },
    ] as TableColumnsType<never>,
    points: [
      {
        key: 'change',
        title: d('change'),
        render: (_, p: MemberPoints) => (p.change > 0 ? `+${p.change}` : p.change),
      },
      { key: 'reason', title: d('reason'), dataIndex: 'reason' },
      { key: 'ref', title: d('ref'), render: (_, p: MemberPoints) => p.ref || '—' },
      { key: 'time', title: d('time'), render: (_, p: MemberPoints) => time(p.create_time) },
    ] as TableColumnsType<never>,
  };
  return cols[tab];
}

const ROW_KEY: Record<MemberTab, (row: never) => string> = {
  orders: (o: OrderSummary) => o.sn,
  'after-sales': (c: MemberCase) => c.service_sn,
  prescriptions: (p: MemberPrescription) => `${p.order_sn}-${p.create_time}`,
  points: (p: MemberPoints) => `${p.create_time}-${p.reason}-${p.ref}-${p.change}`,
};

function TabTable({ memberId, tab }: { memberId: number; tab: MemberTab }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [pageNo, setPageNo] = useState(1);
  const page = useMemberTab<never>(memberId, tab, pageNo);
  const data = page.data as Page<never> | undefined;
  return (
    <Table<never>
      aria-label={t(`members.detail.tabs.${tab === 'after-sales' ? 'afterSales' : tab}`)}
      size="small"
      rowKey={ROW_KEY[tab]}
      columns={columnsOf(tab, t, lang)}
      dataSource={data?.data ?? []}
      loading={page.isFetching}
      locale={{ emptyText: page.isError ? t('members.detail.loadFailed') : t('members.detail.empty') }}
      pagination={{
        current: pageNo,
        pageSize: 10,
        total: data?.data_total ?? 0,
        showSizeChanger: false,
        onChange: setPageNo,
      }}
    />
  );
}

/** The detail's tabs, each a page of its rows read through the other areas' ports. */
export function MemberDetailTabs({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const tabs: [MemberTab, string][] = [
    ['orders', 'orders'],
    ['after-sales', 'afterSales'],
    ['prescriptions', 'prescriptions'],
    ['points', 'points'],
  ];
  return (
    <Tabs
      destroyOnHidden
      items={tabs.map(([key, label]) => ({
        key,
        label: t(`members.detail.tabs.${label}`),
        children: <TabTable memberId={memberId} tab={key} />,
      }))}
    />
  );
}

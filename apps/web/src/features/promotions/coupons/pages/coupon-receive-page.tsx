// The contract's coupon messages (server refusals, field rules), registered with this lazy page.
import '@rxdesk/contract/promotions/coupon-messages';
import {
  reasonBody,
  type MemberCouponRow,
  type MemberCouponState,
  type ReceiveQuery,
} from '@rxdesk/contract/promotions/coupons';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Button, Flex, Input, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReasonDialog } from '../../../../shared/components/dialogs/reason-dialog.tsx';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { useCancelMemberCoupon } from '../api/coupon-actions.ts';
import { useMemberCoupons } from '../api/get-member-coupons.ts';

const TABS = ['ALL', 'UNUSED', 'USED', 'EXPIRED', 'VOID'] as const;
const STATE_COLOR = { UNUSED: 'green', USED: 'blue', EXPIRED: 'default', VOID: 'red' } as const;

/** /promotions/coupon-receive/:coupon_id — who holds the coupon (mobiles masked), by state; an
 * unused copy may be cancelled with a reason. */
export function CouponReceivePage() {
  const { t } = useTranslation();
  const couponId = Number(useParams().coupon_id) || undefined;
  const [query, setQuery] = useState<ReceiveQuery>({ page_no: 1, page_size: 10 });
  const params = { ...query, coupon_id: couponId };
  const rows = useMemberCoupons(params);
  const cancel = useCancelMemberCoupon();
  const [cancelling, setCancelling] = useState<MemberCouponRow | null>(null);

  const columns: ColumnsType<MemberCouponRow> = [
    { key: 'title', dataIndex: 'title', title: t('coupons.columns.title') },
    { key: 'member', dataIndex: 'uname', title: t('coupons.columns.member') },
    { key: 'mobile', dataIndex: 'mobile', title: t('coupons.columns.mobile'), width: 130 },
    { key: 'source', title: t('coupons.columns.source'), render: (_, r) => t(`coupons.sources.${r.source}`) },
    {
      key: 'received',
      title: t('coupons.columns.receivedAt'),
      render: (_, r) => unixToDateString(r.create_time),
    },
    {
      key: 'until',
      title: t('coupons.columns.validUntil'),
      render: (_, r) => unixToDateString(r.valid_until),
    },
    {
      key: 'state',
      title: t('coupons.columns.state'),
      render: (_, r) => <Tag color={STATE_COLOR[r.state]}>{t(`coupons.memberStates.${r.state}`)}</Tag>,
    },
    { key: 'order', dataIndex: 'order_sn', title: t('coupons.columns.orderSn') },
    {
      key: 'actions',
      title: t('coupons.columns.actions'),
      render: (_, r) =>
        r.state === 'UNUSED' && (
          <Button
            type="link"
            danger
            size="small"
            onClick={() => setCancelling(r)}
            data-testid={`mc-cancel-${r.mc_id}`}
          >
            {t('coupons.actions.cancel')}
          </Button>
        ),
    },
  ];
  return (
    <Flex vertical gap={12} data-testid="coupon-receive-page">
      <Input.Search
        allowClear
        style={{ maxWidth: 280 }}
        placeholder={t('coupons.memberKeyword')}
        onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword || undefined, page_no: 1 }))}
      />
      <Tabs
        activeKey={query.state ?? 'ALL'}
        items={TABS.map((k) => ({ key: k, label: t(`coupons.memberStates.${k}`) }))}
        onChange={(k) =>
          setQuery((q) => ({ ...q, state: k === 'ALL' ? undefined : (k as MemberCouponState), page_no: 1 }))
        }
      />
      <Table<MemberCouponRow>
        rowKey="mc_id"
        columns={columns}
        dataSource={rows.data?.data ?? []}
        loading={rows.isFetching}
        data-testid="coupon-receive-table"
        pagination={{
          current: query.page_no,
          pageSize: query.page_size,
          total: rows.data?.data_total ?? 0,
          showTotal: (total) => t('coupons.total', { total }),
          onChange: (page_no, page_size) => setQuery((q) => ({ ...q, page_no, page_size })),
        }}
      />
      <ReasonDialog
        open={cancelling !== null}
        name="member-coupon-cancel"
        title={t('coupons.cancelTitle')}
        label={t('coupons.voidLabel')}
        notice={t('coupons.cancelNotice')}
        noticeType="warning"
        rule={reasonBody.shape.reason}
        submitting={cancel.isPending}
        onSubmit={async ({ reason }) => {
          await cancel.mutateAsync({ mcId: cancelling!.mc_id, reason: reason.trim() });
          toast.success(t('coupons.done'));
          setCancelling(null);
        }}
        onCancel={() => setCancelling(null)}
      />
    </Flex>
  );
}

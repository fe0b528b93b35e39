// The contract's coupon messages (server refusals, field rules), registered with this lazy page.
import '@rxdesk/contract/promotions/coupon-messages';
import {
  reasonBody,
  type Coupon,
  type CouponListQuery,
  type CouponState,
} from '@rxdesk/contract/promotions/coupons';
import type { Member } from '@rxdesk/contract/members/members';
import { Button, Flex, Input, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReasonDialog } from '../../../../shared/components/dialogs/reason-dialog.tsx';
import { MemberPickerDialog } from '../../../../shared/components/member-picker/member-picker-dialog.tsx';
import { alertDialog, openModal, toast } from '../../../../shared/feedback/feedback.ts';
import { useDeleteCoupon, useIssueCoupon, useVoidCoupon } from '../api/coupon-actions.ts';
import { useCoupons } from '../api/get-coupons.ts';
import { useSaveCoupon } from '../api/save-coupon.ts';
import { CouponFormDialog, couponInput } from '../components/coupon-form-dialog.tsx';
import { CouponTable, type CouponAction } from '../components/coupon-table.tsx';
import { couponReceiveHref } from '../coupon-links.ts';

const TABS = ['ALL', 'NOT_STARTED', 'RUNNING', 'ENDED', 'VOID'] as const;
type Dialog = { kind: 'form' | 'void' | 'issue'; coupon: Coupon | null } | null;

/** /promotions/coupon-list — the shop's coupons by state tab (未开始 / 进行中 / 已结束 / 已作废):
 * create and edit while unclaimed, delete, void with a reason, issue to members chosen with the
 * member picker, and the receive list of each. */
export function CouponListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState<CouponListQuery>({ page_no: 1, page_size: 10 });
  const [open, setOpen] = useState<Dialog>(null);
  const coupons = useCoupons(query);
  const save = useSaveCoupon();
  const voiding = useVoidCoupon();
  const issue = useIssueCoupon();
  const { mutateAsync: removeAsync } = useDeleteCoupon();
  const close = () => setOpen(null);

  const onAction = (c: Coupon, a: CouponAction) => {
    if (a === 'receive') return void navigate(couponReceiveHref(c.coupon_id));
    if (a === 'delete')
      return void openModal('confirm', {
        title: t('coupons.deleteTitle'),
        content: t('coupons.deleteConfirm', { title: c.title }),
        okButtonProps: { danger: true },
        okText: t('coupons.actions.delete'),
        cancelText: t('common.cancel'),
        onOk: async () => {
          await removeAsync(c.coupon_id).catch(() => undefined);
        },
      });
    setOpen({ kind: a === 'edit' ? 'form' : a, coupon: c });
  };

  const onIssue = async (members: Member[]) => {
    const coupon = open?.coupon;
    close();
    if (!coupon || members.length === 0) return;
    const { results } = await issue.mutateAsync({
      couponId: coupon.coupon_id,
      memberIds: members.map((m) => m.member_id),
    });
    const ok = results.filter((r) => r.ok).length;
    const refused = results
      .filter((r) => !r.ok)
      .map((r) =>
        t('coupons.issueRefused', {
          name: members.find((m) => m.member_id === r.member_id)?.uname,
          message: r.message,
        }),
      );
    if (refused.length === 0) toast.success(t('coupons.issued', { ok }));
    else
      void alertDialog({ kind: 'warning', title: t('coupons.issued', { ok }), content: refused.join('\n') });
  };

  const data = coupons.data;
  return (
    <Flex vertical gap={12} data-testid="coupon-list-page">
      <Flex justify="space-between" gap={12}>
        <Button
          type="primary"
          onClick={() => setOpen({ kind: 'form', coupon: null })}
          data-testid="coupon-create"
        >
          {t('coupons.create')}
        </Button>
        <Input.Search
          allowClear
          style={{ maxWidth: 280 }}
          placeholder={t('coupons.searchPlaceholder')}
          onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword || undefined, page_no: 1 }))}
        />
      </Flex>
      <Tabs
        activeKey={query.state ?? 'ALL'}
        items={TABS.map((k) => ({ key: k, label: t(`coupons.tabs.${k}`) }))}
        onChange={(k) =>
          setQuery((q) => ({ ...q, state: k === 'ALL' ? undefined : (k as CouponState), page_no: 1 }))
        }
      />
      <CouponTable
        rows={data?.data ?? []}
        loading={coupons.isFetching}
        onAction={onAction}
        pagination={{
          current: query.page_no,
          pageSize: query.page_size,
          total: data?.data_total ?? 0,
          onChange: (page_no, page_size) => setQuery((q) => ({ ...q, page_no, page_size })),
        }}
      />
      <CouponFormDialog
        key={open?.coupon?.coupon_id ?? 'new'}
        open={open?.kind === 'form'}
        coupon={open?.kind === 'form' ? open.coupon : null}
        submitting={save.isPending}
        onSubmit={async (values) => {
          await save.mutateAsync({ couponId: open?.coupon?.coupon_id, body: couponInput(values) });
          toast.success(t('coupons.saved'));
          close();
        }}
        onCancel={close}
      />
      <ReasonDialog
        open={open?.kind === 'void'}
        name="coupon-void"
        title={t('coupons.voidTitle')}
        label={t('coupons.voidLabel')}
        notice={t('coupons.voidNotice')}
        noticeType="warning"
        rule={reasonBody.shape.reason}
        submitting={voiding.isPending}
        onSubmit={async ({ reason }) => {
          await voiding.mutateAsync({ couponId: open!.coupon!.coupon_id, reason: reason.trim() });
          toast.success(t('coupons.done'));
          close();
        }}
        onCancel={close}
      />
      <MemberPickerDialog open={open?.kind === 'issue'} onConfirm={(m) => void onIssue(m)} onCancel={close} />
    </Flex>
  );
}

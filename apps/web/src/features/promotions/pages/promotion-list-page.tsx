import { PlusOutlined } from '@ant-design/icons';
import { promotionCloseBody } from '@rxdesk/contract/promotions/promotion-common';
import { Button, Tabs } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../shared/components/dialogs/reason-dialog.tsx';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';
import { ListScreen } from '../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../shared/lists/use-list-filters.ts';
import { useClosePromotion } from '../api/close-promotion.ts';
import { useDeletePromotion } from '../api/delete-promotion.ts';
import type { AnyPromotionRow } from '../api/get-promotions.ts';
import { usePromotionList } from '../api/get-promotions.ts';
import { PromotionDetailDrawer } from '../components/promotion-detail-drawer.tsx';
import { PromotionFormDialog } from '../components/promotion-form-dialog.tsx';
import { PromotionTable, type PromotionRowAction } from '../components/promotion-table.tsx';
import { PROMOTION_KINDS, type PromotionKindKey } from '../lib/promotion-kinds.ts';
import { PROMOTION_LISTS, PROMOTION_TABS } from '../lib/promotion-list.ts';
// The promotions' messages (form rules), registered with this lazy chunk rather than the shell.
import '@rxdesk/contract/promotions/promotion-messages';

/** One kind's list: state tabs, keyword, paging, create, and the row actions the server allows
 * (detail, edit, delete with confirmation, close with a reason). */
function PromotionListPage({ kindKey }: { kindKey: PromotionKindKey }) {
  const { t } = useTranslation();
  const kind = PROMOTION_KINDS[kindKey];
  const list = PROMOTION_LISTS[kindKey];
  const [filters, setFilters] = useListFilters(list);
  const query = useMemo(() => list.toQuery(filters), [list, filters]);
  const result = usePromotionList(kind.api, query);
  const [form, setForm] = useState<{ open: boolean; id: number | null }>({ open: false, id: null });
  const [viewing, setViewing] = useState<number | null>(null);
  const [closing, setClosing] = useState<AnyPromotionRow | null>(null);
  const close = useClosePromotion();
  const { mutateAsync: deleteAsync } = useDeletePromotion();

  const onAction = useCallback(
    (p: AnyPromotionRow, action: PromotionRowAction) => {
      if (action === 'view') setViewing(p.promotion_id);
      else if (action === 'edit') setForm({ open: true, id: p.promotion_id });
      else if (action === 'close') setClosing(p);
      else
        void openModal('confirm', {
          title: t('promotions.actions.deleteTitle'),
          content: t('promotions.actions.deleteConfirm', { title: p.title }),
          okText: t('promotions.actions.delete'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
          onOk: async () => {
            try {
              await deleteAsync({ api: kind.api, id: p.promotion_id });
              toast.success(t('promotions.actions.deleted'));
            } catch {
              // Not silent: the client has shown the server's reason.
            }
          },
        });
    },
    [deleteAsync, kind.api, t],
  );

  return (
    <>
      <ListScreen
        list={list}
        filters={filters}
        setFilters={setFilters}
        result={result}
        labels={{
          loadFailed: t('promotions.list.loadFailed'),
          retry: t('common.retry'),
          searchPlaceholder: t('promotions.list.searchPlaceholder'),
          search: t('promotions.list.search'),
          advanced: t('promotions.list.search'),
          empty: t('promotions.list.empty'),
          emptyFiltered: t('promotions.list.emptyFiltered'),
          clear: t('promotions.list.clear'),
          total: (total) => t('promotions.list.total', { total }),
        }}
        tabs={(active, onChange) => (
          <Tabs
            activeKey={active}
            onChange={(key) => onChange(key as typeof active)}
            items={PROMOTION_TABS.map((key) => ({ key, label: t(`promotions.tabs.${key}`) }))}
          />
        )}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setForm({ open: true, id: null })}
          >
            {t('promotions.list.add', { kind: t(kind.titleKey) })}
          </Button>
        }
      >
        {(view) => <PromotionTable {...view} onAction={onAction} />}
      </ListScreen>
      <PromotionFormDialog
        kind={kind}
        open={form.open}
        id={form.id}
        onClose={() => setForm({ open: false, id: null })}
      />
      <PromotionDetailDrawer kind={kind} id={viewing} onClose={() => setViewing(null)} />
      <ReasonDialog
        name="promotion-close"
        title={t('promotions.actions.closeTitle', { title: closing?.title ?? '' })}
        label={t('promotions.actions.reason')}
        notice={t('promotions.actions.closeNotice')}
        noticeType="warning"
        rule={promotionCloseBody.shape.reason}
        open={closing !== null}
        submitting={close.isPending}
        onSubmit={async ({ reason }) => {
          await close.mutateAsync({ api: kind.api, id: closing!.promotion_id, reason });
          toast.success(t('promotions.actions.closed'));
          setClosing(null);
        }}
        onCancel={() => setClosing(null)}
      />
    </>
  );
}

export const FullCutPage = () => <PromotionListPage kindKey="full-cut" />;
export const SingleCutPage = () => <PromotionListPage kindKey="single-cut" />;
export const SecondHalfPricePage = () => <PromotionListPage kindKey="second-half-price" />;

// The contract's gift messages (server refusals, field rules), registered with this lazy page.
import '@rxdesk/contract/promotions/gift-messages';
import type { Gift, GiftListQuery } from '@rxdesk/contract/promotions/gifts';
import { Alert, Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal, toast } from '../../../../shared/feedback/feedback.ts';
import { useChangeGiftStock, useDeleteGift, useSaveGift } from '../api/gift-actions.ts';
import { useGifts } from '../api/get-gifts.ts';
import { GiftFormDialog, giftInput } from '../components/gift-form-dialog.tsx';
import { GiftStockDialog, giftStockInput } from '../components/gift-stock-dialog.tsx';
import { GiftTable, type GiftAction } from '../components/gift-table.tsx';

type Dialog = { kind: 'form' | 'stock'; gift: Gift | null } | null;

/** /promotions/gift-manager — the shop's gifts (赠品) that full-cut tiers give: create and edit,
 * adjust the stock with a reason (each change a ledger row), delete after a confirm (the server
 * refuses while a full cut that has not ended names the gift). */
export function GiftListPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<GiftListQuery>({ page_no: 1, page_size: 10 });
  const [open, setOpen] = useState<Dialog>(null);
  const gifts = useGifts(query);
  const save = useSaveGift();
  const stock = useChangeGiftStock();
  const { mutateAsync: removeAsync } = useDeleteGift();
  const close = () => setOpen(null);

  const onAction = (g: Gift, a: GiftAction) => {
    if (a === 'delete')
      return void openModal('confirm', {
        title: t('gifts.deleteTitle'),
        content: t('gifts.deleteConfirm', { name: g.name }),
        okButtonProps: { danger: true },
        okText: t('gifts.actions.delete'),
        cancelText: t('common.cancel'),
        onOk: async () => {
          await removeAsync(g.gift_id)
            .then(() => toast.success(t('gifts.done')))
            .catch(() => undefined);
        },
      });
    setOpen({ kind: a === 'edit' ? 'form' : 'stock', gift: g });
  };

  const data = gifts.data;
  return (
    <Flex vertical gap={12} data-testid="gift-list-page">
      <Flex justify="space-between" gap={12}>
        <Button
          type="primary"
          onClick={() => setOpen({ kind: 'form', gift: null })}
          data-testid="gift-create"
        >
          {t('gifts.create')}
        </Button>
        <Input.Search
          allowClear
          style={{ maxWidth: 280 }}
          placeholder={t('gifts.searchPlaceholder')}
          onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword || undefined, page_no: 1 }))}
        />
      </Flex>
      {gifts.isError && (
        <Alert
          type="error"
          showIcon
          message={t('gifts.loadFailed')}
          action={
            <Button size="small" onClick={() => void gifts.refetch()}>
              {t('gifts.retry')}
            </Button>
          }
        />
      )}
      <GiftTable
        rows={data?.data ?? []}
        loading={gifts.isFetching}
        onAction={onAction}
        pagination={{
          current: query.page_no,
          pageSize: query.page_size,
          total: data?.data_total ?? 0,
          onChange: (page_no, page_size) => setQuery((q) => ({ ...q, page_no, page_size })),
        }}
      />
      <GiftFormDialog
        key={`form-${open?.gift?.gift_id ?? 'new'}`}
        open={open?.kind === 'form'}
        gift={open?.kind === 'form' ? open.gift : null}
        submitting={save.isPending}
        onSubmit={async (values) => {
          const gift = open?.gift ?? null;
          await save.mutateAsync({ giftId: gift?.gift_id, body: giftInput(values, gift) });
          toast.success(t('gifts.saved'));
          close();
        }}
        onCancel={close}
      />
      <GiftStockDialog
        key={`stock-${open?.gift?.gift_id ?? 'none'}`}
        open={open?.kind === 'stock'}
        gift={open?.kind === 'stock' ? open.gift : null}
        submitting={stock.isPending}
        onSubmit={async (values) => {
          await stock.mutateAsync({ giftId: open!.gift!.gift_id, body: giftStockInput(values) });
          toast.success(t('gifts.done'));
          close();
        }}
        onCancel={close}
      />
    </Flex>
  );
}

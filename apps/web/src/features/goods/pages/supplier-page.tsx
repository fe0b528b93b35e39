import { PlusOutlined } from '@ant-design/icons';
import type { Supplier } from '@rxdesk/contract/goods/suppliers';
import { Button, Tabs } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';
import { ListScreen } from '../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../shared/lists/use-list-filters.ts';
import { useDisableSupplier } from '../api/supplier-disable.ts';
import { useEnableSupplier } from '../api/supplier-enable.ts';
import { useSupplierList } from '../api/supplier-get-list.ts';
import { SupplierFormDialog } from '../components/supplier-form-dialog.tsx';
import { SupplierTable, type SupplierAction } from '../components/supplier-table.tsx';
import { SUPPLIER_TABS, supplierList } from '../lib/supplier-list.ts';

/** /goods/supplier-list — the drop-ship suppliers: add, edit, disable (no new sub-orders go to
 * it; the shop ships its goods itself) and enable again. */
export function SupplierPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(supplierList);
  const query = useMemo(() => supplierList.toQuery(filters), [filters]);
  const list = useSupplierList(query);
  const disable = useDisableSupplier();
  const enable = useEnableSupplier();
  const [dialog, setDialog] = useState<{ open: boolean; supplier: Supplier | null }>({
    open: false,
    supplier: null,
  });
  const { mutateAsync: disableAsync } = disable;
  const { mutateAsync: enableAsync } = enable;

  const onAction = useCallback(
    (s: Supplier, action: SupplierAction) => {
      if (action === 'edit') {
        setDialog({ open: true, supplier: s });
        return;
      }
      const disabling = s.disabled === 0;
      void openModal('confirm', {
        title: disabling ? t('goods.supplierPage.disableTitle') : t('goods.supplierPage.enableTitle'),
        content: disabling
          ? t('goods.supplierPage.disableConfirm', { name: s.name, count: s.goods_count })
          : t('goods.supplierPage.enableConfirm', { name: s.name }),
        okText: disabling ? t('goods.supplierPage.disable') : t('goods.supplierPage.enable'),
        okButtonProps: { danger: disabling },
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            await (disabling ? disableAsync : enableAsync)(s.supplier_id);
            toast.success(t('goods.extras.done'));
          } catch {
            // Not silent: the client has shown the server's reason.
          }
        },
      });
    },
    [disableAsync, enableAsync, t],
  );

  return (
    <>
      <ListScreen
        list={supplierList}
        filters={filters}
        setFilters={setFilters}
        result={list}
        labels={{
          loadFailed: t('goods.extras.loadFailed'),
          retry: t('common.retry'),
          searchPlaceholder: t('goods.supplierPage.searchPlaceholder'),
          search: t('goods.extras.search'),
          advanced: t('goods.extras.search'),
          empty: t('goods.supplierPage.empty'),
          emptyFiltered: t('goods.extras.emptyFiltered'),
          clear: t('goods.extras.clear'),
          total: (total) => t('goods.extras.total', { total }),
        }}
        tabs={(active, onChange) => (
          <Tabs
            activeKey={active}
            onChange={(key) => onChange(key as typeof active)}
            items={SUPPLIER_TABS.map((key) => ({ key, label: t(`goods.supplierPage.tabs.${key}`) }))}
          />
        )}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setDialog({ open: true, supplier: null })}
          >
            {t('goods.supplierPage.add')}
          </Button>
        }
      >
        {(view) => <SupplierTable {...view} onAction={onAction} />}
      </ListScreen>
      <SupplierFormDialog
        open={dialog.open}
        supplier={dialog.supplier}
        onClose={() => setDialog({ ...dialog, open: false })}
      />
    </>
  );
}

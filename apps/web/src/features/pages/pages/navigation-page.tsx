import type { Nav } from '@rxdesk/contract/pages/navigations';
import { Alert, Button, Flex, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';
import { useDeleteNav, useNavs, useSaveNav } from '../api/navigations.ts';
import { editDeleteColumn } from '../components/edit-delete-column.tsx';
import { LinkText } from '../components/link-text.tsx';
import { NavDialog, navInput } from '../components/nav-dialog.tsx';

/** 导航栏 (shop-nav): the shop's navigation bar, in order. */
export function NavigationPage() {
  const { t } = useTranslation();
  const list = useNavs();
  const save = useSaveNav();
  const { mutateAsync: removeAsync } = useDeleteNav();
  const [open, setOpen] = useState<{ row: Nav | null } | null>(null);
  const yesNo = (v: boolean) =>
    v ? <Tag color="green">{t('shopPages.navs.yes')}</Tag> : <Tag>{t('shopPages.navs.no')}</Tag>;

  const remove = (row: Nav) =>
    void openModal('confirm', {
      title: t('shopPages.navs.deleteTitle'),
      content: t('shopPages.navs.deleteConfirm', { name: row.name }),
      okButtonProps: { danger: true },
      okText: t('shopPages.actions.delete'),
      cancelText: t('common.cancel'),
      onOk: () =>
        removeAsync(row.id)
          .then(() => toast.success(t('shopPages.done')))
          .catch(() => undefined),
    });

  return (
    <Flex vertical gap={12} data-testid="navigation-page">
      <Flex>
        <Button type="primary" onClick={() => setOpen({ row: null })} data-testid="nav-create">
          {t('shopPages.navs.add')}
        </Button>
      </Flex>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          message={t('shopPages.loadFailed')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('shopPages.retry')}
            </Button>
          }
        />
      )}
      <Table<Nav>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: t('shopPages.navs.empty') }}
        columns={[
          { title: t('shopPages.navs.columns.name'), dataIndex: 'name', width: 140 },
          { title: t('shopPages.navs.columns.link'), render: (_, r) => <LinkText link={r.link} /> },
          { title: t('shopPages.navs.columns.sort'), dataIndex: 'sort', width: 80 },
          { title: t('shopPages.navs.columns.shown'), width: 90, render: (_, r) => yesNo(r.shown) },
          { title: t('shopPages.navs.columns.newWindow'), width: 110, render: (_, r) => yesNo(r.new_window) },
          editDeleteColumn(t, (row) => setOpen({ row }), remove),
        ]}
      />
      <NavDialog
        key={`nav-${open?.row?.id ?? 'new'}`}
        open={open !== null}
        nav={open?.row ?? null}
        submitting={save.isPending}
        onSubmit={async (values) => {
          await save.mutateAsync({ id: open?.row?.id, body: navInput(values) });
          toast.success(t('shopPages.saved'));
          setOpen(null);
        }}
        onCancel={() => setOpen(null)}
      />
    </Flex>
  );
}

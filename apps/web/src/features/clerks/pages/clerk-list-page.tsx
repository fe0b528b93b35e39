import { PlusOutlined } from '@ant-design/icons';
import type { Clerk } from '@rxdesk/contract/clerks/clerks';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPagination } from '../../../shared/lists/list-pagination.ts';
import { TableLayout } from '../../../shared/components/table-layout.tsx';
import { useDisableClerk } from '../api/disable-clerk.ts';
import { useEnableClerk } from '../api/enable-clerk.ts';
import { useClerks, type ClerkListParams } from '../api/get-clerks.ts';
import { useRoleOptions } from '../api/get-role-options.ts';
import { ClerkFilters } from '../components/clerk-filters.tsx';
import { ClerkFormDialog } from '../components/clerk-form-dialog.tsx';
import { ClerkPasswordDialog } from '../components/clerk-password-dialog.tsx';
import { ClerkTable } from '../components/clerk-table.tsx';
import { roleOptions } from '../lib/role-options.ts';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';

/** A dialog's state; the clerk stays while it closes, so its title does not change mid-animation. */
interface DialogState {
  open: boolean;
  /** The add / edit dialog: null = adding. */
  clerk: Clerk | null;
}

const CLOSED: DialogState = { open: false, clerk: null };

/** /clerks/clerk-list — the shop's clerk accounts (§2 shared table layout). */
export function ClerkListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useState<ClerkListParams>({ page_no: 1, page_size: 10 });
  const clerks = useClerks(params);
  const roles = useRoleOptions();
  const options = useMemo(() => roleOptions(roles.data, clerks.data?.data), [roles.data, clerks.data]);
  const [dialog, setDialog] = useState<DialogState>(CLOSED);
  const [resetting, setResetting] = useState<DialogState>(CLOSED);
  const disable = useDisableClerk();
  const enable = useEnableClerk();

  function confirmToggle(clerk: Clerk) {
    const disabling = clerk.enabled === 1;
    const name = clerk.real_name || clerk.username;
    void openModal('confirm', {
      title: disabling ? t('clerks.clerk.disableTitle') : t('clerks.clerk.enableTitle'),
      content: disabling
        ? t('clerks.clerk.disableConfirm', { name })
        : t('clerks.clerk.enableConfirm', { name }),
      okText: disabling ? t('clerks.clerk.disable') : t('clerks.clerk.enable'),
      okButtonProps: { danger: disabling },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await (disabling ? disable : enable).mutateAsync(clerk.clerk_id);
          toast.success(t('clerks.done'));
        } catch {
          // Not silent: the client has shown the server's reason already.
        }
      },
    });
  }

  return (
    <>
      <TableLayout
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setDialog({ open: true, clerk: null })}
          >
            {t('clerks.clerk.add')}
          </Button>
        }
        search={
          <ClerkFilters
            value={params}
            roles={options}
            onChange={(filters) => setParams({ ...params, ...filters, page_no: 1 })}
          />
        }
        pagination={listPagination(
          params,
          clerks.data?.data_total,
          (total) => t('clerks.clerk.total', { total }),
          setParams,
        )}
      >
        <ClerkTable
          rows={clerks.data?.data ?? []}
          loading={clerks.isFetching}
          onEdit={(clerk) => setDialog({ open: true, clerk })}
          onResetPassword={(clerk) => setResetting({ open: true, clerk })}
          onToggleEnabled={confirmToggle}
        />
      </TableLayout>
      <ClerkFormDialog
        open={dialog.open}
        clerk={dialog.clerk}
        roles={options}
        onClose={() => setDialog({ ...dialog, open: false })}
      />
      <ClerkPasswordDialog
        open={resetting.open}
        clerk={resetting.clerk}
        onClose={() => setResetting({ ...resetting, open: false })}
      />
    </>
  );
}

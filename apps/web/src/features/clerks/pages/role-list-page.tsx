import { PlusOutlined } from '@ant-design/icons';
import type { Role } from '@rxdesk/contract/clerks/clerks';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPagination } from '../../../shared/lists/list-pagination.ts';
import { TableLayout } from '../../../shared/components/table-layout.tsx';
import { apiErrorOf, httpStatusOf } from '../../../shared/http/error-message.ts';
import { reportRequestError } from '../../../shared/http/report-error.ts';
import { useDeleteRole } from '../api/delete-role.ts';
import { useRoles, type RoleListParams } from '../api/get-roles.ts';
import { RoleFormDialog } from '../components/role-form-dialog.tsx';
import { RoleTable } from '../components/role-table.tsx';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';

interface DialogState {
  open: boolean;
  /** null = adding; kept while the dialog closes. */
  roleId: number | null;
}

/** /clerks/role-list — roles and the menus each may use (§6). */
export function RoleListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useState<RoleListParams>({ page_no: 1, page_size: 10 });
  const roles = useRoles(params);
  const [dialog, setDialog] = useState<DialogState>({ open: false, roleId: null });
  const remove = useDeleteRole();

  function confirmDelete(role: Role) {
    void openModal('confirm', {
      title: t('clerks.role.deleteTitle'),
      content: t('clerks.role.deleteConfirm', { name: role.role_name }),
      okText: t('clerks.role.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(role.role_id);
        } catch (error) {
          // A role still in use: say so plainly, with the server's count of clerks.
          const refusal = httpStatusOf(error) === 409 ? apiErrorOf(error)?.message : undefined;
          if (refusal)
            void openModal('warning', {
              title: t('clerks.role.deleteRefused'),
              content: refusal,
              okText: t('common.ok'),
            });
          else reportRequestError(error);
          return;
        }
        toast.success(t('clerks.role.deleted'));
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
            onClick={() => setDialog({ open: true, roleId: null })}
          >
            {t('clerks.role.add')}
          </Button>
        }
        pagination={listPagination(
          params,
          roles.data?.data_total,
          (total) => t('clerks.clerk.total', { total }),
          setParams,
        )}
      >
        <RoleTable
          rows={roles.data?.data ?? []}
          loading={roles.isFetching}
          onEdit={(role) => setDialog({ open: true, roleId: role.role_id })}
          onDelete={confirmDelete}
        />
      </TableLayout>
      <RoleFormDialog
        open={dialog.open}
        roleId={dialog.roleId}
        onClose={() => setDialog({ ...dialog, open: false })}
      />
    </>
  );
}

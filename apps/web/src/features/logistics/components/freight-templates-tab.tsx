import type { FreightTemplate } from '@rxdesk/contract/logistics/freight-templates';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';
import { useFreightTemplates } from '../../../shared/logistics/freight-templates.ts';
import { useDeleteFreightTemplate, useSaveFreightTemplate } from '../api/freight-template-actions.ts';
import { FreightTemplateDialog, templateInput } from './freight-template-dialog.tsx';
import { FreightTemplateTable, type FreightTemplateAction } from './freight-template-table.tsx';

/** 运费模板: the list, create / edit in the form dialog, delete after a confirm (the server
 * refuses while goods name the template). */
export function FreightTemplatesTab() {
  const { t } = useTranslation();
  const list = useFreightTemplates();
  const save = useSaveFreightTemplate();
  const { mutateAsync: removeAsync } = useDeleteFreightTemplate();
  const [open, setOpen] = useState<{ row: FreightTemplate | null } | null>(null);

  const onAction = (row: FreightTemplate, a: FreightTemplateAction) => {
    if (a === 'edit') return setOpen({ row });
    void openModal('confirm', {
      title: t('logistics.templates.deleteTitle'),
      content: t('logistics.templates.deleteConfirm', { name: row.name }),
      okButtonProps: { danger: true },
      okText: t('logistics.templates.actions.delete'),
      cancelText: t('common.cancel'),
      onOk: () =>
        removeAsync(row.template_id)
          .then(() => toast.success(t('logistics.done')))
          .catch(() => undefined),
    });
  };

  return (
    <Flex vertical gap={12} data-testid="freight-templates-tab">
      <Flex>
        <Button type="primary" onClick={() => setOpen({ row: null })} data-testid="freight-template-create">
          {t('logistics.templates.create')}
        </Button>
      </Flex>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          message={t('logistics.loadFailed')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('logistics.retry')}
            </Button>
          }
        />
      )}
      <FreightTemplateTable rows={list.data ?? []} loading={list.isFetching} onAction={onAction} />
      <FreightTemplateDialog
        key={`form-${open?.row?.template_id ?? 'new'}`}
        open={open !== null}
        template={open?.row ?? null}
        submitting={save.isPending}
        onSubmit={async (values) => {
          await save.mutateAsync({ id: open?.row?.template_id, body: templateInput(values) });
          toast.success(t('logistics.templates.saved'));
          setOpen(null);
        }}
        onCancel={() => setOpen(null)}
      />
    </Flex>
  );
}

import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { VersionRow } from '@rxdesk/contract/pages/mobile-home';
import { Button, Drawer, Modal, Skeleton, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';
import { useRestoreVersion } from '../api/mobile-home.ts';
import { useVersion, useVersions } from '../api/versions.ts';
import { PhonePreview } from './phone-preview.tsx';

/** The published versions, newest first: preview one, or restore it (asked first; a copy is
 * published as a new version and becomes the draft). */
export function VersionsDrawer({
  open,
  onClose,
  theme,
}: {
  open: boolean;
  onClose: () => void;
  theme?: string;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState({ page_no: 1, page_size: 10 });
  const list = useVersions(q, open);
  const restore = useRestoreVersion();
  const [previewNo, setPreviewNo] = useState<number | null>(null);
  const preview = useVersion(previewNo);

  const askRestore = (no: number) =>
    void openModal('confirm', {
      title: t('shopPages.versions.restoreTitle'),
      content: t('shopPages.versions.restoreConfirm', { no }),
      okText: t('shopPages.versions.restore'),
      cancelText: t('common.cancel'),
      onOk: () =>
        restore
          .mutateAsync(no)
          .then((r) => toast.success(t('shopPages.versions.restoredOk', { no: r.version_no })))
          .catch(() => undefined),
    });

  return (
    <Drawer open={open} onClose={onClose} title={t('shopPages.versions.title')} width={720}>
      <Table<VersionRow>
        rowKey="version_no"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: t('shopPages.versions.empty') }}
        pagination={{
          current: q.page_no,
          pageSize: q.page_size,
          total: list.data?.data_total ?? 0,
          onChange: (page_no, page_size) => setQ({ page_no, page_size }),
        }}
        columns={[
          {
            title: t('shopPages.versions.columns.no'),
            width: 110,
            render: (_, r) => (
              <Space>
                {r.version_no}
                {r.current && <Tag color="green">{t('shopPages.versions.current')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('shopPages.versions.columns.time'),
            width: 150,
            render: (_, r) => unixToDateString(r.publish_time, 'yyyy-MM-dd hh:mm'),
          },
          { title: t('shopPages.versions.columns.publisher'), dataIndex: 'publisher', width: 100 },
          { title: t('shopPages.versions.columns.floors'), dataIndex: 'floor_count', width: 70 },
          {
            title: t('shopPages.versions.columns.note'),
            render: (_, r) =>
              r.restored_from ? t('shopPages.versions.restoredFrom', { no: r.restored_from }) : '',
          },
          {
            title: '',
            width: 130,
            render: (_, r) => (
              <Space>
                <Button type="link" size="small" onClick={() => setPreviewNo(r.version_no)}>
                  {t('shopPages.versions.preview')}
                </Button>
                {!r.current && (
                  <Button type="link" size="small" onClick={() => askRestore(r.version_no)}>
                    {t('shopPages.versions.restore')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={previewNo !== null}
        title={t('shopPages.versions.previewTitle', { no: previewNo })}
        footer={null}
        width={400}
        onCancel={() => setPreviewNo(null)}
      >
        {preview.data ? (
          <PhonePreview floors={preview.data.floors} theme={preview.data.theme ?? theme} />
        ) : (
          <Skeleton active />
        )}
      </Modal>
    </Drawer>
  );
}

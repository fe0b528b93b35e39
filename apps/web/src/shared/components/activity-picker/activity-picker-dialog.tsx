import { PAGE_SIZES } from '@rxdesk/contract/common/page-sizes';
import { isSelectableActivity, type Activity } from '@rxdesk/contract/promotions/activities';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Modal, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activityColumns } from './activity-columns.tsx';
import './activity-picker-strings.ts';
import { activitiesQueryOptions } from './api/get-activities.ts';

/** Wide enough for the name, kind, window and date columns. */
export const ACTIVITY_PICKER_WIDTH = 805;

export interface ActivityPickerDialogProps {
  open: boolean;
  /** The activity chosen before (its id), shown ticked when it is on the page. */
  defaultActivityId?: number;
  /** The chosen §3 Activity. */
  onConfirm: (activity: Activity) => void;
  /** Closed without a choice: the caller keeps what it had. */
  onCancel: () => void;
}

/**
 * The §2 activity picker: the shop's activities not closed and not ended (§7, client_type MOBILE),
 * newest first, 10/20/50/100 a page (§9). One may be chosen; a row without publish_date (not
 * started) shows 暂未发布 and cannot be chosen (§5). State lives in the body, dropped on close.
 */
export function ActivityPickerDialog({ open, onCancel, ...body }: ActivityPickerDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('activity-picker.title')}
      width={ACTIVITY_PICKER_WIDTH}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
    >
      <ActivityPickerBody {...body} onCancel={onCancel} />
    </Modal>
  );
}

function ActivityPickerBody({
  defaultActivityId,
  onConfirm,
  onCancel,
}: Omit<ActivityPickerDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page_no: 1, page_size: PAGE_SIZES[0] as number });
  const [chosen, setChosen] = useState<{ id?: number; activity?: Activity }>({ id: defaultActivityId });
  const page = useQuery(activitiesQueryOptions({ ...paging, client_type: 'MOBILE' }));
  const columns = useMemo(() => activityColumns(t), [t]);
  const rows = page.data?.data ?? [];
  // The default is handed back as listed once its row is on screen (a fresh §3 Activity).
  const picked =
    chosen.activity ?? rows.find((a) => a.activities_id === chosen.id && isSelectableActivity(a));

  return (
    <>
      <Table<Activity>
        rowKey="activities_id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={page.isFetching}
        scroll={{ y: 420 }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: chosen.id === undefined ? [] : [chosen.id],
          onSelect: (activity) => setChosen({ id: activity.activities_id, activity }),
          getCheckboxProps: (a) => ({
            disabled: !isSelectableActivity(a),
            'aria-label': a.activities_name,
          }),
        }}
        pagination={{
          current: paging.page_no,
          pageSize: paging.page_size,
          total: page.data?.data_total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          onChange: (page_no, page_size) =>
            setPaging((p) => ({ page_no: page_size === p.page_size ? page_no : 1, page_size })),
        }}
      />
      <Flex justify="space-between" align="center" style={{ marginTop: 12 }}>
        <Typography.Text type="secondary">{t('activity-picker.selectHint')}</Typography.Text>
        <Flex gap={8}>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="primary" disabled={!picked} onClick={() => picked && onConfirm(picked)}>
            {t('common.ok')}
          </Button>
        </Flex>
      </Flex>
    </>
  );
}

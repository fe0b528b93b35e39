import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { Activity } from '@rxdesk/contract/promotions/activities';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';

const at = (seconds: number) => unixToDateString(seconds, 'yyyy-MM-dd hh:mm');

/** The picker's columns: §3 name and publish_date, with the kind and window beside them. A row
 * not yet published says 暂未发布 (§5) where its date would be. */
export function activityColumns(t: TFunction): ColumnsType<Activity> {
  return [
    {
      key: 'name',
      dataIndex: 'activities_name',
      title: t('activity-picker.columns.name'),
      ellipsis: true,
    },
    {
      key: 'kind',
      title: t('activity-picker.columns.kind'),
      width: 110,
      render: (_, a) => t(`activity-picker.kind.${a.kind}`, { defaultValue: a.kind }),
    },
    {
      key: 'window',
      title: t('activity-picker.columns.window'),
      width: 150,
      render: (_, a) => (
        <>
          <div>{at(a.start_time)}</div>
          <div>{at(a.end_time)}</div>
        </>
      ),
    },
    {
      key: 'publish_date',
      title: t('activity-picker.columns.publishDate'),
      width: 140,
      render: (_, a) =>
        a.publish_date === null ? (
          <Typography.Text type="secondary">{t('activity-picker.unpublished')}</Typography.Text>
        ) : (
          at(a.publish_date)
        ),
    },
  ];
}

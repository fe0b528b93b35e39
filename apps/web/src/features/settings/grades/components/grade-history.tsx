import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { GradeApplication } from '@rxdesk/contract/settings/grades';
import { Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADE_PAGE_SIZE, useGradeApplications } from '../api/get-grade-applications.ts';

const STATE_COLOR = { APPLYING: 'processing', APPROVED: 'success', REJECTED: 'error' } as const;
const time = (s: number | null) => (s === null ? '—' : unixToDateString(s, 'yyyy-MM-dd hh:mm'));

/** 申请记录: the shop's applications with their state and the platform's reason. */
export function GradeHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useGradeApplications(page);
  const columns: ColumnsType<GradeApplication> = [
    { key: 'grade', dataIndex: 'grade_name', title: t('settingsExtras.grades.columns.grade'), width: 110 },
    { key: 'from', dataIndex: 'from_grade_name', title: t('settingsExtras.grades.columns.from'), width: 110 },
    { key: 'reason', dataIndex: 'reason', title: t('settingsExtras.grades.columns.reason') },
    {
      key: 'state',
      title: t('settingsExtras.grades.columns.state'),
      width: 90,
      render: (_, a) => (
        <Tag color={STATE_COLOR[a.state]}>{t(`settingsExtras.grades.states.${a.state}`)}</Tag>
      ),
    },
    {
      key: 'answer',
      title: t('settingsExtras.grades.columns.answer'),
      render: (_, a) => a.answer_reason || '—',
    },
    {
      key: 'applied',
      title: t('settingsExtras.grades.columns.appliedAt'),
      width: 150,
      render: (_, a) => time(a.created_at),
    },
    {
      key: 'answered',
      title: t('settingsExtras.grades.columns.answeredAt'),
      width: 150,
      render: (_, a) => time(a.answered_at),
    },
  ];
  return (
    <Card title={t('settingsExtras.grades.history')}>
      <Table<GradeApplication>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{
          emptyText: list.isError ? t('settingsExtras.loadFailed') : t('settingsExtras.grades.empty'),
        }}
        pagination={{
          current: page,
          pageSize: GRADE_PAGE_SIZE,
          total: list.data?.data_total ?? 0,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
    </Card>
  );
}

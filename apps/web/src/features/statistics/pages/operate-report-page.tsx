import type { OperateRow } from '@rxdesk/contract/statistics/reports-sales';
import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperate } from '../api/get-operate.ts';
import { ReportExport } from '../components/report-export.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { StatChart } from '../components/stat-chart.tsx';
import { YearMonthPicker } from '../components/year-month-picker.tsx';
import { axisChart } from '../lib/chart-options.ts';
import { count, yuan } from '../lib/format.ts';
import { todayText } from '../lib/period-value.ts';
import { usePeriod } from '../lib/use-period.ts';

type Cycle = 'MONTH' | 'YEAR';

/** 运营报告: a month (one row per day) or a year (one row per month) from the §5 year/month picker. */
export function OperateReportPage() {
  const { t } = useTranslation();
  const today = todayText();
  const { period, setPeriod, valid } = usePeriod({
    cycle: 'MONTH',
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)),
  });
  const cycle: Cycle = period.cycle === 'YEAR' ? 'YEAR' : 'MONTH';
  const year = period.year ?? Number(today.slice(0, 4));
  const params = cycle === 'YEAR' ? { cycle, year } : { cycle, year, month: period.month };
  const query = useOperate(params, valid);
  const report = query.data;
  const rows = report?.rows ?? [];

  const option = useMemo(
    () =>
      report &&
      axisChart(
        report.rows.map((r) => r.label),
        [
          {
            name: t('statistics.columns.amount'),
            type: 'bar',
            data: report.rows.map((r) => r.amount),
            marks: true,
          },
          {
            name: t('statistics.columns.orders'),
            type: 'line',
            axis: 1,
            data: report.rows.map((r) => r.orders),
          },
          {
            name: t('statistics.columns.members'),
            type: 'line',
            axis: 1,
            data: report.rows.map((r) => r.members),
          },
        ],
      ),
    [report, t],
  );
  const columns: TableColumnsType<OperateRow> = [
    { title: t('statistics.columns.date'), dataIndex: 'label' },
    { title: t('statistics.columns.orders'), dataIndex: 'orders', align: 'right', render: count },
    { title: t('statistics.columns.amount'), dataIndex: 'amount', align: 'right', render: yuan },
    { title: t('statistics.columns.members'), dataIndex: 'members', align: 'right', render: count },
    { title: t('statistics.columns.units'), dataIndex: 'units', align: 'right', render: count },
    { title: t('statistics.columns.refundAmount'), dataIndex: 'refund_amount', align: 'right', render: yuan },
  ];
  const totals = report?.totals;

  return (
    <ReportFrame
      title={t('statistics.operate.title')}
      filters={
        <YearMonthPicker value={{ cycle, year, month: period.month }} onChange={(next) => setPeriod(next)} />
      }
      actions={<ReportExport report="operate" params={params} rows={rows.length} />}
    >
      <StatChart
        option={option}
        loading={query.isLoading}
        error={query.isError && !report}
        onRetry={() => void query.refetch()}
        empty={report !== undefined && report.totals.orders === 0 && report.totals.refund_amount === 0}
        label={t('statistics.operate.chart')}
      />
      <ReportTable
        query={query}
        rows={rows}
        columns={columns}
        rowKey="label"
        label={t('statistics.operate.title')}
        summary={() =>
          totals && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('statistics.operate.total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {count(totals.orders)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {yuan(totals.amount)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {count(totals.members)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {count(totals.units)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                {yuan(totals.refund_amount)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
      />
    </ReportFrame>
  );
}

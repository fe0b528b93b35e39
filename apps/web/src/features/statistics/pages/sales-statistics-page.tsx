import { ORDER_SOURCE_LABELS, PAYMENT_TYPE_LABELS } from '@rxdesk/contract/orders/order-enums';
import {
  SALES_GRANULARITIES,
  type SalesGranularity,
  type SalesRow,
} from '@rxdesk/contract/statistics/reports-sales';
import { Col, Radio, Row, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import { useSales } from '../api/get-sales.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { ReportExport } from '../components/report-export.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { StatChart } from '../components/stat-chart.tsx';
import { axisChart, pieChart } from '../lib/chart-options.ts';
import { count, yuan } from '../lib/format.ts';
import { usePeriod } from '../lib/use-period.ts';

const bucket = (row: SalesRow) =>
  row.start_date === row.end_date ? row.start_date : `${row.start_date} ~ ${row.end_date}`;

/** 销售统计: orders, amount, refunds and net per day / week / month, and by channel and payment. */
export function SalesStatisticsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { period, setPeriod, params: periodParams, valid } = usePeriod();
  const [granularity, setGranularity] = useState<SalesGranularity>('DAY');
  const params = { ...periodParams, granularity };
  const query = useSales(params, valid);
  const report = query.data;
  const rows = report?.rows ?? [];

  const option = useMemo(
    () =>
      report &&
      axisChart(report.rows.map(bucket), [
        {
          name: t('statistics.columns.amount'),
          type: 'bar',
          data: report.rows.map((r) => r.amount),
          marks: true,
        },
        {
          name: t('statistics.columns.refundAmount'),
          type: 'bar',
          data: report.rows.map((r) => r.refund_amount),
        },
        {
          name: t('statistics.columns.orders'),
          type: 'line',
          axis: 1,
          data: report.rows.map((r) => r.orders),
        },
      ]),
    [report, t],
  );
  const channelOption = useMemo(
    () =>
      report &&
      pieChart(
        t('statistics.sales.channels'),
        report.channels.map((c) => ({ name: ORDER_SOURCE_LABELS[c.key][lang], value: c.amount })),
      ),
    [report, lang, t],
  );
  const paymentOption = useMemo(
    () =>
      report &&
      pieChart(
        t('statistics.sales.payments'),
        report.payments.map((p) => ({ name: PAYMENT_TYPE_LABELS[p.key][lang], value: p.amount })),
      ),
    [report, lang, t],
  );

  const columns: TableColumnsType<SalesRow> = [
    { title: t('statistics.columns.period'), key: 'period', render: (_, row) => bucket(row) },
    { title: t('statistics.columns.orders'), dataIndex: 'orders', align: 'right', render: count },
    { title: t('statistics.columns.amount'), dataIndex: 'amount', align: 'right', render: yuan },
    { title: t('statistics.columns.refunds'), dataIndex: 'refunds', align: 'right', render: count },
    { title: t('statistics.columns.refundAmount'), dataIndex: 'refund_amount', align: 'right', render: yuan },
    { title: t('statistics.columns.net'), dataIndex: 'net', align: 'right', render: yuan },
  ];
  const empty = rows.every((r) => r.orders === 0 && r.refunds === 0);
  const splitColumns = (titleKey: string) => [
    { title: t(titleKey), dataIndex: 'name' },
    { title: t('statistics.columns.orders'), dataIndex: 'orders', align: 'right' as const, render: count },
    { title: t('statistics.columns.amount'), dataIndex: 'amount', align: 'right' as const, render: yuan },
  ];

  return (
    <ReportFrame
      title={t('statistics.sales.title')}
      filters={
        <>
          <PeriodFilter value={period} onChange={setPeriod} />
          <Radio.Group
            optionType="button"
            aria-label={t('statistics.sales.granularity')}
            value={granularity}
            onChange={(event) => setGranularity(event.target.value as SalesGranularity)}
            options={SALES_GRANULARITIES.map((g) => ({ value: g, label: t(`statistics.sales.${g}`) }))}
          />
        </>
      }
      actions={<ReportExport report="sales" params={params} rows={rows.length} />}
    >
      <StatChart
        option={option}
        loading={query.isLoading}
        error={query.isError && !report}
        onRetry={() => void query.refetch()}
        empty={report !== undefined && empty}
        label={t('statistics.sales.title')}
      />
      <ReportTable
        query={query}
        rows={rows}
        columns={columns}
        rowKey="start_date"
        label={t('statistics.sales.title')}
        summary={() =>
          report && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('statistics.sales.total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {count(report.totals.orders)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {yuan(report.totals.amount)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {count(report.totals.refunds)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {yuan(report.totals.refund_amount)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                {yuan(report.totals.net)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
      />
      <Row gutter={24} style={{ marginTop: 24 }}>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('statistics.sales.channels')}</Typography.Title>
          <StatChart
            option={channelOption}
            loading={query.isLoading}
            empty={report !== undefined && report.totals.orders === 0}
            label={t('statistics.sales.channels')}
            height={240}
          />
          <ReportTable
            query={query}
            rows={(report?.channels ?? []).map((c) => ({ ...c, name: ORDER_SOURCE_LABELS[c.key][lang] }))}
            columns={splitColumns('statistics.columns.channel')}
            rowKey="key"
            label={t('statistics.sales.channels')}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('statistics.sales.payments')}</Typography.Title>
          <StatChart
            option={paymentOption}
            loading={query.isLoading}
            empty={report !== undefined && report.totals.orders === 0}
            label={t('statistics.sales.payments')}
            height={240}
          />
          <ReportTable
            query={query}
            rows={(report?.payments ?? []).map((p) => ({ ...p, name: PAYMENT_TYPE_LABELS[p.key][lang] }))}
            columns={splitColumns('statistics.columns.payment')}
            rowKey="key"
            label={t('statistics.sales.payments')}
          />
        </Col>
      </Row>
    </ReportFrame>
  );
}

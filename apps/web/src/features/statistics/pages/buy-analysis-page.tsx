import type { PriceRange } from '@rxdesk/contract/common/price-range';
import type { HourRow, PriceRangeRow } from '@rxdesk/contract/statistics/reports-price';
import { Col, Row, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuyAnalysis } from '../api/get-buy-analysis.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { PriceRangesControl } from '../components/price-ranges-control.tsx';
import { ReportExport } from '../components/report-export.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { StatChart } from '../components/stat-chart.tsx';
import { axisChart } from '../lib/chart-options.ts';
import { count, yuan } from '../lib/format.ts';
import { defaultRanges, rangeLabel, rangesParam } from '../lib/price-ranges.ts';
import { usePeriod } from '../lib/use-period.ts';

/** 购买分析: paid orders by order value (ranges from the setter) and by the hour they were paid. */
export function BuyAnalysisPage() {
  const { t } = useTranslation();
  const { period, setPeriod, params: periodParams, valid } = usePeriod();
  const [ranges, setRanges] = useState<PriceRange[]>(defaultRanges);
  const params = { ...periodParams, ranges: rangesParam(ranges) ?? '0-100' };
  const query = useBuyAnalysis(params, valid);
  const report = query.data;
  const hourText = (hour: number) => t('statistics.buy.hourLabel', { hour: String(hour).padStart(2, '0') });

  const valueOption = useMemo(
    () =>
      report &&
      axisChart(
        report.values.map((r) => rangeLabel(r.low, r.high)),
        [
          { name: t('statistics.columns.orders'), type: 'bar', data: report.values.map((r) => r.orders) },
          {
            name: t('statistics.columns.amount'),
            type: 'line',
            axis: 1,
            data: report.values.map((r) => r.amount),
          },
        ],
      ),
    [report, t],
  );
  const hourOption = useMemo(
    () =>
      report &&
      axisChart(
        report.hours.map((r) => String(r.hour).padStart(2, '0')),
        [
          { name: t('statistics.columns.orders'), type: 'bar', data: report.hours.map((r) => r.orders) },
          {
            name: t('statistics.columns.amount'),
            type: 'line',
            axis: 1,
            data: report.hours.map((r) => r.amount),
          },
        ],
      ),
    [report, t],
  );
  const valueColumns: TableColumnsType<PriceRangeRow> = [
    { title: t('statistics.columns.valueRange'), key: 'range', render: (_, r) => rangeLabel(r.low, r.high) },
    { title: t('statistics.columns.orders'), dataIndex: 'orders', align: 'right', render: count },
    { title: t('statistics.columns.units'), dataIndex: 'units', align: 'right', render: count },
    { title: t('statistics.columns.amount'), dataIndex: 'amount', align: 'right', render: yuan },
  ];
  const hourColumns: TableColumnsType<HourRow> = [
    { title: t('statistics.columns.hour'), dataIndex: 'hour', render: hourText },
    { title: t('statistics.columns.orders'), dataIndex: 'orders', align: 'right', render: count },
    { title: t('statistics.columns.amount'), dataIndex: 'amount', align: 'right', render: yuan },
  ];
  const noOrders = report !== undefined && report.hours.every((r) => r.orders === 0);

  return (
    <ReportFrame
      title={t('statistics.buy.title')}
      filters={
        <>
          <PeriodFilter value={period} onChange={setPeriod} />
          <PriceRangesControl label={t('statistics.buy.ranges')} applied={ranges} onApply={setRanges} />
        </>
      }
      actions={
        <ReportExport
          report="buy-analysis"
          params={params}
          rows={report ? report.values.length + 24 : undefined}
        />
      }
    >
      <Row gutter={24}>
        <Col xs={24} xl={12}>
          <Typography.Title level={5}>{t('statistics.buy.valueChart')}</Typography.Title>
          <StatChart
            option={valueOption}
            loading={query.isLoading}
            error={query.isError && !report}
            onRetry={() => void query.refetch()}
            empty={noOrders}
            label={t('statistics.buy.valueChart')}
          />
          <ReportTable
            query={query}
            rows={report?.values ?? []}
            columns={valueColumns}
            rowKey="low"
            label={t('statistics.buy.valueChart')}
          />
        </Col>
        <Col xs={24} xl={12}>
          <Typography.Title level={5}>{t('statistics.buy.hourChart')}</Typography.Title>
          <StatChart
            option={hourOption}
            loading={query.isLoading}
            error={query.isError && !report}
            onRetry={() => void query.refetch()}
            empty={noOrders}
            label={t('statistics.buy.hourChart')}
          />
          <ReportTable
            query={query}
            rows={report?.hours ?? []}
            columns={hourColumns}
            rowKey="hour"
            label={t('statistics.buy.hourChart')}
          />
        </Col>
      </Row>
    </ReportFrame>
  );
}

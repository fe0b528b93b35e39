import type { PriceRange } from '@rxdesk/contract/common/price-range';
import type { PriceRangeRow } from '@rxdesk/contract/statistics/reports-price';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceSales } from '../api/get-price-sales.ts';
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

/** 价格销量: units and orders per unit-price range, the ranges set with the §5 price-range setter. */
export function PriceSalesPage() {
  const { t } = useTranslation();
  const { period, setPeriod, params: periodParams, valid } = usePeriod();
  const [ranges, setRanges] = useState<PriceRange[]>(defaultRanges);
  const params = { ...periodParams, ranges: rangesParam(ranges) ?? '0-100' };
  const query = usePriceSales(params, valid);
  const report = query.data;
  const rows = report?.rows ?? [];

  const option = useMemo(
    () =>
      report &&
      axisChart(
        report.rows.map((r) => rangeLabel(r.low, r.high)),
        [
          { name: t('statistics.columns.units'), type: 'bar', data: report.rows.map((r) => r.units) },
          {
            name: t('statistics.columns.orders'),
            type: 'line',
            axis: 1,
            data: report.rows.map((r) => r.orders),
          },
        ],
      ),
    [report, t],
  );
  const columns: TableColumnsType<PriceRangeRow> = [
    { title: t('statistics.columns.range'), key: 'range', render: (_, r) => rangeLabel(r.low, r.high) },
    { title: t('statistics.columns.units'), dataIndex: 'units', align: 'right', render: count },
    { title: t('statistics.columns.orders'), dataIndex: 'orders', align: 'right', render: count },
    { title: t('statistics.columns.amount'), dataIndex: 'amount', align: 'right', render: yuan },
  ];

  return (
    <ReportFrame
      title={t('statistics.price.title')}
      filters={
        <>
          <PeriodFilter value={period} onChange={setPeriod} />
          <PriceRangesControl label={t('statistics.price.ranges')} applied={ranges} onApply={setRanges} />
        </>
      }
      actions={<ReportExport report="price-sales" params={params} rows={rows.length} />}
    >
      <StatChart
        option={option}
        loading={query.isLoading}
        error={query.isError && !report}
        onRetry={() => void query.refetch()}
        empty={report !== undefined && rows.every((r) => r.orders === 0)}
        label={t('statistics.price.chart')}
      />
      <ReportTable
        query={query}
        rows={rows}
        columns={columns}
        rowKey="low"
        label={t('statistics.price.title')}
      />
    </ReportFrame>
  );
}

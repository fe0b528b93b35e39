import type { RegionRow } from '@rxdesk/contract/statistics/reports-region';
import { Button, Radio, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegion } from '../api/get-region.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { ProvinceTileMap } from '../components/province-tile-map.tsx';
import { ReportExport } from '../components/report-export.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { StatChart } from '../components/stat-chart.tsx';
import { axisChart } from '../lib/chart-options.ts';
import { count, yuan } from '../lib/format.ts';
import { tileValues } from '../lib/province-tiles.ts';
import { usePeriod } from '../lib/use-period.ts';

type Metric = 'orders' | 'amount' | 'members';
const METRIC_TITLE: Record<Metric, string> = {
  orders: 'statistics.columns.orders',
  amount: 'statistics.columns.amount',
  members: 'statistics.columns.members',
};

/** 区域分析: the China province map (tile grid) by orders, amount or members, the province table,
 * and a drill-down to the cities of one province. */
export function RegionalAnalysisPage() {
  const { t } = useTranslation();
  const { period, setPeriod, params: periodParams, valid } = usePeriod();
  const [metric, setMetric] = useState<Metric>('amount');
  const [province, setProvince] = useState<number | undefined>(undefined);
  const params = { ...periodParams, province_id: province };
  const query = useRegion(params, valid);
  const report = query.data;
  const rows = report?.rows ?? [];
  const format = metric === 'amount' ? yuan : count;
  const drilled = report?.province ?? null;

  const values = useMemo(
    () => (report && !report.province ? tileValues(report.rows, (row) => row[metric]) : undefined),
    [report, metric],
  );
  const cityOption = useMemo(
    () =>
      report?.province
        ? axisChart(
            report.rows.map((r) => r.name),
            [{ name: t(METRIC_TITLE[metric]), type: 'bar', data: report.rows.map((r) => r[metric]) }],
            true,
          )
        : undefined,
    [report, metric, t],
  );
  const nameOf = (row: RegionRow) => (row.region_id === 0 ? t('statistics.region.selfPickup') : row.name);
  const columns: TableColumnsType<RegionRow> = [
    { title: t('statistics.columns.region'), key: 'name', render: (_, row) => nameOf(row) },
    { title: t('statistics.columns.orders'), dataIndex: 'orders', align: 'right', render: count },
    { title: t('statistics.columns.amount'), dataIndex: 'amount', align: 'right', render: yuan },
    { title: t('statistics.columns.members'), dataIndex: 'members', align: 'right', render: count },
    ...(drilled
      ? []
      : [
          {
            key: 'drill',
            width: 110,
            render: (_: unknown, row: RegionRow) =>
              row.region_id > 0 && (
                <Button type="link" size="small" onClick={() => setProvince(row.region_id)}>
                  {t('statistics.region.drill')}
                </Button>
              ),
          },
        ]),
  ];
  const title = drilled
    ? t('statistics.region.provinceOf', { province: drilled.name })
    : t('statistics.region.map');

  return (
    <ReportFrame
      title={t('statistics.region.title')}
      filters={
        <>
          <PeriodFilter value={period} onChange={setPeriod} />
          <Radio.Group
            optionType="button"
            aria-label={t('statistics.region.metric')}
            value={metric}
            onChange={(event) => setMetric(event.target.value as Metric)}
            options={(['amount', 'orders', 'members'] as const).map((m) => ({
              value: m,
              label: t(METRIC_TITLE[m]),
            }))}
          />
        </>
      }
      actions={<ReportExport report="region" params={params} rows={rows.length} />}
    >
      <Typography.Title level={5}>
        {title}
        {drilled && (
          <Button type="link" onClick={() => setProvince(undefined)}>
            {t('statistics.region.back')}
          </Button>
        )}
      </Typography.Title>
      {drilled ? (
        <StatChart
          option={cityOption}
          loading={query.isFetching}
          empty={rows.length === 0}
          label={title}
          height={Math.max(280, rows.length * 26)}
        />
      ) : (
        <ProvinceTileMap
          values={values}
          figureName={t(METRIC_TITLE[metric])}
          format={format}
          loading={query.isLoading}
          error={query.isError && !report}
          onRetry={() => void query.refetch()}
          label={title}
        />
      )}
      <ReportTable query={query} rows={rows} columns={columns} rowKey="region_id" label={title} />
    </ReportFrame>
  );
}

import type { TrafficGoodsRow, TrafficRow, TrafficUnit } from '@rxdesk/contract/statistics/traffic';
import { Radio, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTraffic } from '../api/get-traffic.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { ReportExport } from '../components/report-export.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { StatChart } from '../components/stat-chart.tsx';
import { axisChart } from '../lib/chart-options.ts';
import { count } from '../lib/format.ts';
import { usePeriod } from '../lib/use-period.ts';

/** 流量统计: the shop's page views and visitors per day or month (from the buyers' view events),
 * and the top 30 goods by views. */
export function TrafficStatisticsPage() {
  const { t } = useTranslation();
  const { period, setPeriod, params: periodParams, valid } = usePeriod();
  const [unit, setUnit] = useState<TrafficUnit>('day');
  const params = { ...periodParams, unit };
  const query = useTraffic(params, valid);
  const report = query.data;

  const option = useMemo(
    () =>
      report &&
      axisChart(
        report.rows.map((r) => r.date),
        [
          {
            name: t('statistics.columns.views'),
            type: 'line',
            data: report.rows.map((r) => r.views),
            marks: true,
          },
          { name: t('statistics.columns.visitors'), type: 'line', data: report.rows.map((r) => r.visitors) },
        ],
      ),
    [report, t],
  );
  const columns: TableColumnsType<TrafficRow> = [
    { title: t('statistics.columns.date'), dataIndex: 'date' },
    { title: t('statistics.columns.views'), dataIndex: 'views', align: 'right', render: count },
    { title: t('statistics.columns.visitors'), dataIndex: 'visitors', align: 'right', render: count },
  ];
  const goodsColumns: TableColumnsType<TrafficGoodsRow> = [
    { title: t('statistics.columns.goodsName'), dataIndex: 'goods_name' },
    { title: t('statistics.columns.views'), dataIndex: 'views', align: 'right', render: count },
    { title: t('statistics.columns.visitors'), dataIndex: 'visitors', align: 'right', render: count },
  ];

  return (
    <ReportFrame
      title={t('statistics.traffic.title')}
      filters={
        <>
          <PeriodFilter value={period} onChange={setPeriod} />
          <Radio.Group
            optionType="button"
            aria-label={t('statistics.traffic.unit')}
            value={unit}
            onChange={(event) => setUnit(event.target.value as TrafficUnit)}
            options={[
              { value: 'day', label: t('statistics.traffic.day') },
              { value: 'month', label: t('statistics.traffic.month') },
            ]}
          />
          {report && (
            <Typography.Text type="secondary">
              {t('statistics.traffic.totals', {
                views: count(report.totals.views),
                visitors: count(report.totals.visitors),
              })}
            </Typography.Text>
          )}
        </>
      }
      actions={<ReportExport report="traffic" params={params} rows={report?.rows.length} />}
    >
      <StatChart
        option={option}
        loading={query.isLoading}
        error={query.isError && !report}
        onRetry={() => void query.refetch()}
        empty={report !== undefined && report.totals.views === 0}
        label={t('statistics.traffic.title')}
      />
      <ReportTable
        query={query}
        rows={report?.rows ?? []}
        columns={columns}
        rowKey="date"
        label={t('statistics.traffic.title')}
        pagination={{ pageSize: 31, hideOnSinglePage: true, showSizeChanger: false }}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('statistics.traffic.topGoods')}
      </Typography.Title>
      <ReportTable
        query={query}
        rows={report?.top_goods ?? []}
        columns={goodsColumns}
        rowKey="goods_id"
        label={t('statistics.traffic.topGoods')}
      />
    </ReportFrame>
  );
}

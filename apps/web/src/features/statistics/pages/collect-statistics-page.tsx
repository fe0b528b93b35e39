import type { CollectGoodsRow, CollectTrendRow } from '@rxdesk/contract/statistics/collect';
import { Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollect } from '../api/get-collect.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { ReportExport } from '../components/report-export.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { StatChart } from '../components/stat-chart.tsx';
import { axisChart } from '../lib/chart-options.ts';
import { count } from '../lib/format.ts';
import { usePeriod } from '../lib/use-period.ts';

/** 收藏统计: the top 50 goods by favourites (with the period's added / removed) and the daily trend
 * of favourites added and removed. */
export function CollectStatisticsPage() {
  const { t } = useTranslation();
  const { period, setPeriod, params, valid } = usePeriod();
  const query = useCollect(params, valid);
  const report = query.data;
  const goods = useMemo(() => report?.top_goods ?? [], [report]);

  const goodsOption = useMemo(
    () =>
      report &&
      axisChart(
        goods.map((g) => g.goods_name),
        [
          { name: t('statistics.columns.favorites'), type: 'bar', data: goods.map((g) => g.favorites) },
          { name: t('statistics.columns.added'), type: 'bar', data: goods.map((g) => g.added) },
        ],
        true,
      ),
    [report, goods, t],
  );
  const trendOption = useMemo(
    () =>
      report &&
      axisChart(
        report.trend.map((r) => r.date),
        [
          { name: t('statistics.columns.added'), type: 'line', data: report.trend.map((r) => r.added) },
          { name: t('statistics.columns.removed'), type: 'line', data: report.trend.map((r) => r.removed) },
        ],
      ),
    [report, t],
  );
  const columns: TableColumnsType<CollectGoodsRow> = [
    { title: t('statistics.columns.rank'), key: 'rank', width: 64, render: (_, __, index) => index + 1 },
    { title: t('statistics.columns.goodsName'), dataIndex: 'goods_name' },
    { title: t('statistics.columns.favorites'), dataIndex: 'favorites', align: 'right', render: count },
    { title: t('statistics.columns.added'), dataIndex: 'added', align: 'right', render: count },
    { title: t('statistics.columns.removed'), dataIndex: 'removed', align: 'right', render: count },
  ];
  const trendColumns: TableColumnsType<CollectTrendRow> = [
    { title: t('statistics.columns.date'), dataIndex: 'date' },
    { title: t('statistics.columns.added'), dataIndex: 'added', align: 'right', render: count },
    { title: t('statistics.columns.removed'), dataIndex: 'removed', align: 'right', render: count },
  ];

  return (
    <ReportFrame
      title={t('statistics.collect.title')}
      filters={
        <>
          <PeriodFilter value={period} onChange={setPeriod} />
          {report && (
            <Typography.Text type="secondary">
              {t('statistics.collect.totals', {
                favorites: count(report.totals.favorites),
                added: count(report.totals.added),
                removed: count(report.totals.removed),
              })}
            </Typography.Text>
          )}
        </>
      }
      actions={<ReportExport report="collect" params={params} rows={goods.length} />}
    >
      <Typography.Title level={5}>{t('statistics.collect.topGoods')}</Typography.Title>
      <StatChart
        option={goodsOption}
        loading={query.isLoading}
        error={query.isError && !report}
        onRetry={() => void query.refetch()}
        empty={report !== undefined && goods.length === 0}
        label={t('statistics.collect.topGoods')}
        height={Math.max(320, goods.length * 22)}
      />
      <ReportTable
        query={query}
        rows={goods}
        columns={columns}
        rowKey="goods_id"
        label={t('statistics.collect.topGoods')}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('statistics.collect.trend')}
      </Typography.Title>
      <StatChart
        option={trendOption}
        loading={query.isLoading}
        empty={report !== undefined && report.totals.added === 0 && report.totals.removed === 0}
        label={t('statistics.collect.trend')}
      />
      <ReportTable
        query={query}
        rows={report?.trend ?? []}
        columns={trendColumns}
        rowKey="date"
        label={t('statistics.collect.trend')}
        pagination={{ pageSize: 31, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </ReportFrame>
  );
}

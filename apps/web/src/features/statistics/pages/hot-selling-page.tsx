import type { HotGoodsBy, HotGoodsRow } from '@rxdesk/contract/statistics/reports-goods';
import { Tabs, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHotGoods } from '../api/get-hot-goods.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { ReportExport } from '../components/report-export.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { StatChart } from '../components/stat-chart.tsx';
import { axisChart } from '../lib/chart-options.ts';
import { count, yuan } from '../lib/format.ts';
import { usePeriod } from '../lib/use-period.ts';

/** 热卖商品: the top 30 goods by amount and by units (one tab each, chart and table). */
export function HotSellingPage() {
  const { t } = useTranslation();
  const { period, setPeriod, params: periodParams, valid } = usePeriod();
  const [by, setBy] = useState<HotGoodsBy>('amount');
  const params = { ...periodParams, by };
  const query = useHotGoods(params, valid);
  const report = query.data;
  const rows = useMemo(() => (by === 'amount' ? report?.by_amount : report?.by_units) ?? [], [report, by]);

  const option = useMemo(
    () =>
      axisChart(
        rows.map((r) => r.goods_name),
        [
          by === 'amount'
            ? { name: t('statistics.columns.amount'), type: 'bar', data: rows.map((r) => r.amount) }
            : { name: t('statistics.columns.units'), type: 'bar', data: rows.map((r) => r.units) },
        ],
        true,
      ),
    [rows, by, t],
  );
  const columns: TableColumnsType<HotGoodsRow> = [
    { title: t('statistics.columns.rank'), dataIndex: 'rank', width: 64 },
    { title: t('statistics.columns.goodsName'), dataIndex: 'goods_name' },
    { title: t('statistics.columns.goodsCode'), dataIndex: 'goods_code' },
    { title: t('statistics.columns.amount'), dataIndex: 'amount', align: 'right', render: yuan },
    { title: t('statistics.columns.units'), dataIndex: 'units', align: 'right', render: count },
    { title: t('statistics.columns.orders'), dataIndex: 'orders', align: 'right', render: count },
  ];
  const title = t(by === 'amount' ? 'statistics.hot.byAmount' : 'statistics.hot.byUnits');

  return (
    <ReportFrame
      title={t('statistics.hot.title')}
      filters={<PeriodFilter value={period} onChange={setPeriod} />}
      actions={<ReportExport report="hot-goods" params={params} rows={rows.length} />}
    >
      <Tabs
        activeKey={by}
        onChange={(key) => setBy(key as HotGoodsBy)}
        items={[
          { key: 'amount', label: t('statistics.hot.byAmount') },
          { key: 'units', label: t('statistics.hot.byUnits') },
        ]}
      />
      <StatChart
        option={report ? option : undefined}
        loading={query.isLoading}
        error={query.isError && !report}
        onRetry={() => void query.refetch()}
        empty={report !== undefined && rows.length === 0}
        label={title}
        height={Math.max(320, rows.length * 22)}
      />
      <ReportTable query={query} rows={rows} columns={columns} rowKey="goods_id" label={title} />
    </ReportFrame>
  );
}

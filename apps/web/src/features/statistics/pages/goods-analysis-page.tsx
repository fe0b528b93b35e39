import {
  GOODS_SORTS,
  type GoodsAnalysisRow,
  type GoodsSort,
} from '@rxdesk/contract/statistics/reports-goods';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoodsAnalysis } from '../api/get-goods-analysis.ts';
import { GoodsFilters, type GoodsFilterValue } from '../components/goods-filters.tsx';
import { PeriodFilter } from '../components/period-filter.tsx';
import { ReportExport } from '../components/report-export.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { StatChart } from '../components/stat-chart.tsx';
import { axisChart } from '../lib/chart-options.ts';
import { count, yuan } from '../lib/format.ts';
import { usePeriod } from '../lib/use-period.ts';

const SORTABLE: ReadonlySet<string> = new Set<string>(GOODS_SORTS);

/** 商品分析: per goods item over the period — units, amount, orders, refunds, page views and
 * favourites added; sorted by the
 * server, filtered by category, shop group and name/code, paged. */
export function GoodsAnalysisPage() {
  const { t } = useTranslation();
  const { period, setPeriod, params: periodParams, valid } = usePeriod();
  const [filters, setFilters] = useState<GoodsFilterValue>({});
  const [sort, setSort] = useState<{ sort: GoodsSort; order: 'asc' | 'desc' }>({
    sort: 'amount',
    order: 'desc',
  });
  const [paging, setPaging] = useState({ page_no: 1, page_size: 10 });
  const filterParams = {
    ...periodParams,
    category_id: filters.category_id,
    group_id: filters.group_id,
    keyword: filters.keyword,
    ...sort,
  };
  const query = useGoodsAnalysis({ ...filterParams, ...paging }, valid);
  const report = query.data;
  const rows = useMemo(() => report?.data ?? [], [report]);
  const reset =
    <T,>(apply: (value: T) => void) =>
    (value: T) => {
      apply(value);
      setPaging((p) => ({ ...p, page_no: 1 }));
    };

  const option = useMemo(() => {
    const top = [...rows].sort((a, b) => b.amount - a.amount).slice(0, 10);
    return axisChart(
      top.map((r) => r.goods_name),
      [
        { name: t('statistics.columns.amount'), type: 'bar', data: top.map((r) => r.amount) },
        { name: t('statistics.columns.units'), type: 'bar', axis: 1, data: top.map((r) => r.units) },
      ],
      true,
    );
  }, [rows, t]);
  const sorted = (key: GoodsSort): 'ascend' | 'descend' | null =>
    sort.sort === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
  const columns: TableColumnsType<GoodsAnalysisRow> = [
    { title: t('statistics.columns.goodsName'), dataIndex: 'goods_name', fixed: 'left' },
    { title: t('statistics.columns.goodsCode'), dataIndex: 'goods_code' },
    ...(
      [
        ['units', 'statistics.columns.units', count],
        ['amount', 'statistics.columns.amount', yuan],
        ['orders', 'statistics.columns.orders', count],
        ['refund_num', 'statistics.columns.refundNum', count],
        ['refund_amount', 'statistics.columns.refundAmount', yuan],
        ['views', 'statistics.columns.views', count],
        ['favorites', 'statistics.columns.added', count],
      ] as const
    ).map(([key, title, render]) => ({
      title: t(title),
      dataIndex: key,
      key,
      align: 'right' as const,
      render: (value: number) => render(value),
      sorter: true,
      sortOrder: sorted(key),
      sortDirections: ['descend' as const, 'ascend' as const],
    })),
  ];

  return (
    <ReportFrame
      title={t('statistics.goods.title')}
      filters={
        <>
          <PeriodFilter value={period} onChange={reset(setPeriod)} />
          <GoodsFilters value={filters} onChange={reset(setFilters)} />
        </>
      }
      actions={<ReportExport report="goods" params={filterParams} rows={report?.data_total} />}
    >
      <StatChart
        option={report ? option : undefined}
        loading={query.isLoading}
        error={query.isError && !report}
        onRetry={() => void query.refetch()}
        empty={report !== undefined && rows.every((r) => r.units === 0 && r.refund_num === 0)}
        label={t('statistics.goods.chart')}
      />
      <ReportTable
        query={query}
        rows={rows}
        columns={columns}
        rowKey="goods_id"
        label={t('statistics.goods.title')}
        pagination={{
          current: paging.page_no,
          pageSize: paging.page_size,
          total: report?.data_total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('statistics.goods.total', { total }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = String(one?.columnKey ?? '');
          if (one?.order && SORTABLE.has(key)) {
            const next = {
              sort: key as GoodsSort,
              order: one.order === 'ascend' ? ('asc' as const) : ('desc' as const),
            };
            if (next.sort !== sort.sort || next.order !== sort.order) {
              setSort(next);
              setPaging((p) => ({ ...p, page_no: 1 }));
              return;
            }
          }
          setPaging({ page_no: pagination.current ?? 1, page_size: pagination.pageSize ?? 10 });
        }}
      />
    </ReportFrame>
  );
}

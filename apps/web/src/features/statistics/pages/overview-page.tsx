import {
  OVERVIEW_FIGURE_LABELS,
  OVERVIEW_FIGURES,
  type OverviewFigure,
  type OverviewTrendPoint,
} from '@rxdesk/contract/statistics/reports-overview';
import { Col, Row, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import { useOverview } from '../api/get-overview.ts';
import { OverviewCard } from '../components/overview-card.tsx';
import { PeriodFilter } from '../components/period-filter.tsx';
import { ReportExport } from '../components/report-export.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { StatChart } from '../components/stat-chart.tsx';
import { axisChart } from '../lib/chart-options.ts';
import { count, yuan } from '../lib/format.ts';
import { usePeriod } from '../lib/use-period.ts';

const MONEY: ReadonlySet<OverviewFigure> = new Set(['amount', 'average_order_value', 'refund_amount']);

/** 概况: the period's figures against the period of the same length before, with sparklines; the
 * chosen figure's daily trend, and the table of every day. */
export function OverviewPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { period, setPeriod, params, valid } = usePeriod();
  const [figure, setFigure] = useState<OverviewFigure>('amount');
  const query = useOverview(params, valid);
  const report = query.data;
  const label = (f: OverviewFigure) => OVERVIEW_FIGURE_LABELS[f][lang];
  const trends = useMemo(
    () =>
      Object.fromEntries(OVERVIEW_FIGURES.map((f) => [f, (report?.trend ?? []).map((p) => p[f])])) as Record<
        OverviewFigure,
        number[]
      >,
    [report],
  );

  const option = useMemo(
    () =>
      report &&
      axisChart(
        report.trend.map((p) => p.date),
        [
          {
            name: OVERVIEW_FIGURE_LABELS[figure][lang],
            type: 'line',
            data: report.trend.map((p) => p[figure]),
            marks: true,
          },
        ],
      ),
    [report, figure, lang],
  );
  const columns: TableColumnsType<OverviewTrendPoint> = [
    { title: t('statistics.columns.date'), dataIndex: 'date', fixed: 'left' },
    ...OVERVIEW_FIGURES.map((f) => ({
      title: label(f),
      dataIndex: f,
      align: 'right' as const,
      render: MONEY.has(f) ? yuan : count,
    })),
  ];

  return (
    <ReportFrame
      title={t('statistics.overview.title')}
      filters={
        <>
          <PeriodFilter value={period} onChange={setPeriod} />
          {report && (
            <Typography.Text type="secondary">
              {t('statistics.overview.compare', {
                start: report.period.start_date,
                end: report.period.end_date,
                prevStart: report.previous_period.start_date,
                prevEnd: report.previous_period.end_date,
              })}
            </Typography.Text>
          )}
        </>
      }
      actions={<ReportExport report="overview" params={params} rows={report?.trend.length} />}
    >
      {report && (
        <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
          {OVERVIEW_FIGURES.map((f) => (
            <Col key={f} xs={12} md={8} xl={6} xxl={3}>
              <OverviewCard
                title={label(f)}
                current={report.current[f]}
                previous={report.previous[f]}
                money={MONEY.has(f)}
                trend={trends[f]}
                selected={f === figure}
                onSelect={() => setFigure(f)}
              />
            </Col>
          ))}
        </Row>
      )}
      <Typography.Title level={5}>
        {t('statistics.overview.trend')} · {label(figure)}
      </Typography.Title>
      <StatChart
        option={option}
        loading={query.isLoading}
        error={query.isError && !report}
        onRetry={() => void query.refetch()}
        empty={report !== undefined && report.current.orders === 0 && report.current.refund_amount === 0}
        label={`${t('statistics.overview.trend')} ${label(figure)}`}
      />
      <ReportTable
        query={query}
        rows={report?.trend ?? []}
        columns={columns}
        rowKey="date"
        label={t('statistics.overview.trend')}
        pagination={{ pageSize: 31, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </ReportFrame>
  );
}

import type { DashboardReport } from '@rxdesk/contract/statistics/dashboard';
import { Card, Empty, Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { echarts } from '../lib/echarts.ts';

/** 近 7 日趋势: paid orders (left axis) and paid amount (right axis) per day, today last. */
export function TrendChart({ trend }: { trend: DashboardReport['trend'] | undefined }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const empty = !!trend && trend.every((d) => d.orders === 0);

  useEffect(() => {
    if (!box.current || !trend || empty) return;
    const chart = echarts.init(box.current);
    const orders = t('dashboardFigures.trend.orders');
    const amount = t('dashboardFigures.trend.amount');
    chart.setOption({
      color: ['#409eff', '#67c23a'],
      grid: { left: 48, right: 64, top: 48, bottom: 32 },
      xAxis: { type: 'category', data: trend.map((d) => d.date.slice(5)) },
      yAxis: [
        { type: 'value', name: orders, minInterval: 1, nameTextStyle: { color: '#409eff' } },
        { type: 'value', name: amount, nameTextStyle: { color: '#67c23a' } },
      ],
      series: [
        {
          name: orders,
          type: 'line',
          data: trend.map((d) => d.orders),
          label: { show: true, position: 'top' },
        },
        {
          name: amount,
          type: 'line',
          yAxisIndex: 1,
          data: trend.map((d) => d.amount),
          label: {
            show: true,
            position: 'bottom',
            formatter: ({ value }: { value: unknown }) => Number(value).toFixed(2),
          },
        },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [trend, empty, t]);

  return (
    <Card
      className="rx-dashboard__card"
      title={t('dashboardFigures.trend.title')}
      data-testid="dashboard-trend"
    >
      {!trend ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : empty ? (
        <Empty description={t('dashboardFigures.trend.empty')} />
      ) : (
        <div
          ref={box}
          className="rx-dashboard__chart"
          role="img"
          aria-label={t('dashboardFigures.trend.title')}
        />
      )}
    </Card>
  );
}

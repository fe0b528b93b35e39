import type { DashboardReport } from '@rxdesk/contract/statistics/dashboard';
import { Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

const WIDTH = 700;
const HEIGHT = 240;
const PAD = { left: 24, right: 24, top: 36, bottom: 32 };
const ORDERS_COLOUR = '#409eff';
const AMOUNT_COLOUR = '#67c23a';

/** x, y of each value on the chart, scaled to its own series' maximum (two series, two scales). */
function points(values: number[]): Array<[number, number]> {
  const max = Math.max(...values, 1);
  const step = (WIDTH - PAD.left - PAD.right) / Math.max(values.length - 1, 1);
  const height = HEIGHT - PAD.top - PAD.bottom;
  return values.map((v, i) => [PAD.left + i * step, PAD.top + height - (v / max) * height]);
}

/** 近 7 日趋势: paid orders and paid amount per day, today last — a small SVG, not ECharts: the
 * issue keeps chart code on the statistics pages, and seven points need no chart library. */
export function TrendChart({ trend }: { trend: DashboardReport['trend'] | undefined }) {
  const { t } = useTranslation();
  const empty = !!trend && trend.every((d) => d.orders === 0);
  const orders = trend ? points(trend.map((d) => d.orders)) : [];
  const amount = trend ? points(trend.map((d) => d.amount)) : [];
  const line = (p: Array<[number, number]>) => p.map(([x, y]) => `${x},${y}`).join(' ');

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
        <svg
          className="rx-dashboard__chart"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={t('dashboardFigures.trend.title')}
        >
          <text x={PAD.left} y={14} fill={ORDERS_COLOUR} fontSize={12}>
            ● {t('dashboardFigures.trend.orders')}
          </text>
          <text x={PAD.left + 120} y={14} fill={AMOUNT_COLOUR} fontSize={12}>
            ● {t('dashboardFigures.trend.amount')}
          </text>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={HEIGHT - PAD.bottom}
            y2={HEIGHT - PAD.bottom}
            stroke="#dcdfe6"
          />
          <polyline points={line(amount)} fill="none" stroke={AMOUNT_COLOUR} strokeWidth={2} />
          <polyline points={line(orders)} fill="none" stroke={ORDERS_COLOUR} strokeWidth={2} />
          {trend.map((d, i) => {
            const [x, yo] = orders[i]!;
            const ya = amount[i]![1];
            return (
              <g key={d.date} data-testid="dashboard-trend-day">
                <circle cx={x} cy={ya} r={3} fill={AMOUNT_COLOUR} />
                <text x={x} y={ya + 16} textAnchor="middle" fontSize={11} fill={AMOUNT_COLOUR}>
                  {d.amount.toFixed(2)}
                </text>
                <circle cx={x} cy={yo} r={3} fill={ORDERS_COLOUR} />
                <text x={x} y={yo - 8} textAnchor="middle" fontSize={11} fill={ORDERS_COLOUR}>
                  {d.orders}
                </text>
                <text x={x} y={HEIGHT - 10} textAnchor="middle" fontSize={11} fill="#909399">
                  {d.date.slice(5)}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </Card>
  );
}

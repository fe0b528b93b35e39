import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changePercent } from '../lib/format.ts';
import { sparkline } from '../lib/chart-options.ts';
import { StatChart } from './stat-chart.tsx';

interface Props {
  title: string;
  current: number;
  previous: number;
  /** Money: two decimals. */
  money: boolean;
  trend: number[];
  selected: boolean;
  onSelect: () => void;
}

/** One overview figure: this period, the change against the previous one, and its sparkline.
 * Clicking it puts the figure in the big trend chart. */
export function OverviewCard({ title, current, previous, money, trend, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const change = changePercent(current, previous);
  // Built once per figure list: a new option object would redraw the sparkline on every render.
  const option = useMemo(() => sparkline(trend), [trend]);
  return (
    <Card
      size="small"
      hoverable
      onClick={onSelect}
      style={selected ? { borderColor: '#409EFF' } : undefined}
      data-testid="overview-card"
    >
      <Statistic title={title} value={current} precision={money ? 2 : 0} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('statistics.columns.previous')} {money ? previous.toFixed(2) : previous}
        {change !== undefined && (
          <Typography.Text type={change >= 0 ? 'success' : 'danger'} style={{ fontSize: 12, marginLeft: 8 }}>
            {change >= 0 ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}{' '}
            {Math.abs(change)}%
          </Typography.Text>
        )}
      </Typography.Text>
      <StatChart option={option} loading={false} empty={false} label={title} height={48} />
    </Card>
  );
}

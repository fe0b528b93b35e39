import { Alert, Button, Empty, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { echarts, type EChartsCoreOption } from '../lib/echarts.ts';

interface Props {
  option: EChartsCoreOption | undefined;
  /** First load (no figures yet). */
  loading: boolean;
  /** Failed load: the message shown with a retry. */
  error?: boolean;
  onRetry?: () => void;
  /** The period has no figures: an empty state instead of an empty axis. */
  empty: boolean;
  /** Accessible name of the chart (a canvas has no text of its own). */
  label: string;
  height?: number;
}

/** One ECharts canvas with the back-office states (loading / empty / error). The chart follows its
 * box (ResizeObserver: the sidebar folding, a cached tab shown again) and is disposed with the page. */
export function StatChart({ option, loading, error, onRetry, empty, label, height = 320 }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const showCanvas = !error && !empty && option !== undefined;

  useEffect(() => {
    const element = box.current;
    if (!showCanvas || !element) return;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [showCanvas]);

  useEffect(() => {
    if (option && chart.current) chart.current.setOption(option, { notMerge: true });
  }, [option, showCanvas]);

  if (error)
    return (
      <Alert
        type="error"
        showIcon
        message={t('statistics.chart.failed')}
        action={onRetry && <Button onClick={onRetry}>{t('statistics.retry')}</Button>}
        style={{ marginBlock: 16 }}
      />
    );
  if (empty && !loading)
    return (
      <div style={{ height, display: 'grid', placeItems: 'center' }}>
        <Empty description={t('statistics.chart.empty')} />
      </div>
    );
  return (
    <Spin spinning={loading}>
      <div
        ref={box}
        role="img"
        aria-label={label}
        data-testid="stat-chart"
        style={{ width: '100%', height }}
      />
    </Spin>
  );
}

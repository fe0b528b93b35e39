import { useMemo } from 'react';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import type { EChartsCoreOption } from '../lib/echarts.ts';
import { TILE_COLUMNS, TILE_ROWS, type TileValue } from '../lib/province-tiles.ts';
import { StatChart } from './stat-chart.tsx';

interface Props {
  values: TileValue[] | undefined;
  /** The figure's name (tooltip, colour legend). */
  figureName: string;
  format: (value: number) => string;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  label: string;
}

/** The region report's map: a tile grid of China's provinces coloured by the figure (see
 * lib/province-tiles.ts for why a grid and not outlines). */
export function ProvinceTileMap({ values, figureName, format, loading, error, onRetry, label }: Props) {
  const lang = useLang();
  const option = useMemo<EChartsCoreOption | undefined>(() => {
    if (!values) return undefined;
    const max = Math.max(1, ...values.map((v) => v.value));
    const axis = (count: number) => ({
      type: 'category',
      data: Array.from({ length: count }, (_, index) => index),
      show: false,
    });
    return {
      tooltip: {
        formatter: (params: { name: string; value: [number, number, number] }) =>
          `${params.name}<br/>${figureName}: ${format(params.value[2])}`,
      },
      grid: { left: 8, right: 8, top: 8, bottom: 56 },
      xAxis: axis(TILE_COLUMNS),
      yAxis: { ...axis(TILE_ROWS), inverse: true },
      visualMap: {
        min: 0,
        max,
        calculable: true,
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        text: [figureName, '0'],
        inRange: { color: ['#e6f4ff', '#409EFF', '#0958d9'] },
      },
      series: [
        {
          type: 'heatmap',
          name: figureName,
          data: values.map((v) => ({ name: v.tile[lang], value: [v.tile.col, v.tile.row, v.value] })),
          label: {
            show: true,
            fontSize: 11,
            formatter: (params: { name: string; value: [number, number, number] }) =>
              `${params.name}\n${format(params.value[2])}`,
          },
          itemStyle: { borderColor: '#fff', borderWidth: 3, borderRadius: 4 },
        },
      ],
    };
  }, [values, figureName, format, lang]);
  return (
    <StatChart
      option={option}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={false}
      label={label}
      height={TILE_ROWS * 56 + 64}
    />
  );
}

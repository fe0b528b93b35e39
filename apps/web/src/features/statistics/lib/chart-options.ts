import type { EChartsCoreOption } from './echarts.ts';

export interface AxisSeries {
  name: string;
  type: 'bar' | 'line';
  data: number[];
  /** 1 = the right-hand axis (money beside counts). */
  axis?: 0 | 1;
  /** Max / min marks and the average line (Javashop's amount chart). */
  marks?: boolean;
}

/** A category axis (days, ranges, hours, goods) with bar / line series; a second value axis when a
 * series asks for it. The same figures are in the table under the chart. */
export function axisChart(categories: string[], series: AxisSeries[], horizontal = false): EChartsCoreOption {
  const twoAxes = series.some((s) => s.axis === 1);
  const category = { type: 'category', data: categories, axisTick: { alignWithLabel: true } };
  const values = twoAxes
    ? [{ type: 'value' }, { type: 'value', splitLine: { show: false } }]
    : [{ type: 'value' }];
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: horizontal ? values : category,
    yAxis: horizontal ? { ...category, inverse: true } : values,
    dataZoom: categories.length > 40 && !horizontal ? [{ type: 'inside' }] : [],
    series: series.map((s) => ({
      name: s.name,
      type: s.type,
      data: s.data,
      smooth: s.type === 'line',
      [horizontal ? 'xAxisIndex' : 'yAxisIndex']: twoAxes ? (s.axis ?? 0) : 0,
      ...(s.marks
        ? {
            markPoint: { data: [{ type: 'max' }, { type: 'min' }] },
            markLine: { data: [{ type: 'average' }] },
          }
        : {}),
    })),
  };
}

/** A pie of shares (channels, payment types). */
export function pieChart(name: string, slices: { name: string; value: number }[]): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [{ name, type: 'pie', radius: ['35%', '65%'], data: slices }],
  };
}

/** A sparkline: the figure's daily values, no axes (the overview's cards). */
export function sparkline(data: number[]): EChartsCoreOption {
  return {
    animation: false,
    grid: { left: 0, right: 0, top: 4, bottom: 4 },
    xAxis: { type: 'category', show: false, boundaryGap: false, data: data.map((_, index) => index) },
    yAxis: { type: 'value', show: false },
    tooltip: { show: false },
    series: [{ type: 'line', data, symbol: 'none', smooth: true, areaStyle: { opacity: 0.15 } }],
  };
}

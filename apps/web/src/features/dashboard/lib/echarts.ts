import { LineChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/* Only the trend's line chart and its grid are registered (modular ECharts; no tooltip or legend
 * modules: the points carry their values as labels and the axes name the series), which keeps the
 * dashboard's lazy chunk within the 150 KB area budget. Imported by that chunk alone, so the login
 * page and the signed-in frame never download it. */
echarts.use([LineChart, GridComponent, CanvasRenderer]);

export { echarts };

import { addAreaMessages } from '../common/locale.ts';

/** Messages of the statistics reports (issue 25): the shared period query and the report filters.
 * Registered with translateMessage when this file is imported (period.ts imports it, so the
 * server's statistics module and the web's statistics chunk both get them). */
const zh = {
  'rule.statistics.date': '日期格式须为 YYYY-MM-DD',
  'rule.statistics.dateOrder': '开始日期不能晚于结束日期',
  'rule.statistics.future': '不能选择未来的日期',
  'rule.statistics.maxRange': '统计区间最长 366 天',
  'rule.statistics.year': '请选择年份',
  'rule.statistics.month': '请选择月份',
  'rule.statistics.priceRanges': '价格区间格式不正确，如 0-100,101-200',
  'rule.statistics.granularity': '请选择按日、按周或按月统计',
};

const en: Record<keyof typeof zh, string> = {
  'rule.statistics.date': 'Dates are written YYYY-MM-DD',
  'rule.statistics.dateOrder': 'The start date cannot be after the end date',
  'rule.statistics.future': 'A future date cannot be chosen',
  'rule.statistics.maxRange': 'A statistics period is at most 366 days',
  'rule.statistics.year': 'Choose a year',
  'rule.statistics.month': 'Choose a month',
  'rule.statistics.priceRanges': 'Price ranges are written like 0-100,101-200',
  'rule.statistics.granularity': 'Choose by day, by week or by month',
};

export const STATISTICS_REPORT_MESSAGES = { zh, en };
addAreaMessages(STATISTICS_REPORT_MESSAGES);

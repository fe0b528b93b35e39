import { DATE_SHORTCUTS } from '@rxdesk/contract/common/date-format';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dayRangeToUnix, shortcutDays, unixToDayRange } from './day-range.ts';

export type DayRange = [Dayjs, Dayjs] | null;

/** The picked days as the API's unix-second filter (whole Shanghai days). */
export function dayRangeFilter(
  days: DayRange | undefined,
): { start_time: number; end_time: number } | undefined {
  return days ? dayRangeToUnix(days[0].format('YYYY-MM-DD'), days[1].format('YYYY-MM-DD')) : undefined;
}

/** A filter in force shown back as the picker's days. */
export function dayRangeOf(startTime: number | undefined, endTime: number | undefined): DayRange {
  const days = unixToDayRange(startTime, endTime);
  return days ? [dayjs(days[0]), dayjs(days[1])] : null;
}

interface Props {
  value?: DayRange;
  onChange?: (value: DayRange) => void;
  placeholder: [string, string];
}

/** A day-range picker with the §9 shortcuts (last week / month / 3 months), for Form.Item. */
export function DayRangePicker({ value, onChange, placeholder }: Props) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const presets = DATE_SHORTCUTS.map((shortcut) => ({
    label: shortcut.label[lang],
    value: () => shortcutDays(shortcut.key, Date.now() / 1000).map((day) => dayjs(day)) as [Dayjs, Dayjs],
  }));
  return (
    <DatePicker.RangePicker
      value={value}
      onChange={(next) => onChange?.(next && next[0] && next[1] ? [next[0], next[1]] : null)}
      presets={presets}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}

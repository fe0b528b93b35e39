import { DatePicker, Radio, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { todayText, type PeriodValue } from '../lib/period-value.ts';
import { clampToToday, isFutureMonth, pickableYear } from '../lib/year-month.ts';

type Cycle = 'MONTH' | 'YEAR';

interface Props {
  value: PeriodValue & { cycle: Cycle };
  onChange: (value: PeriodValue & { cycle: Cycle }) => void;
}

/** §5 year/month picker: a month (its days) or a year (its months); a future month or year is
 * disabled in the calendar, and a switch of cycle is clamped to today. */
export function YearMonthPicker({ value, onChange }: Props) {
  const { t } = useTranslation();
  const today = todayText();
  const year = value.year ?? Number(today.slice(0, 4));
  const month = value.month ?? Number(today.slice(5, 7));
  const picked = dayjs(`${year}-${String(month).padStart(2, '0')}-01`);
  return (
    <Space wrap>
      <Radio.Group
        optionType="button"
        aria-label={t('statistics.cycle.label')}
        value={value.cycle}
        onChange={(event) => {
          const cycle = event.target.value as Cycle;
          onChange({ cycle, ...clampToToday(year, month, today) });
        }}
        options={[
          { value: 'MONTH', label: t('statistics.cycle.month') },
          { value: 'YEAR', label: t('statistics.cycle.year') },
        ]}
      />
      <DatePicker
        picker={value.cycle === 'YEAR' ? 'year' : 'month'}
        aria-label={t(value.cycle === 'YEAR' ? 'statistics.cycle.pickYear' : 'statistics.cycle.pickMonth')}
        value={picked}
        allowClear={false}
        disabledDate={(current) =>
          value.cycle === 'YEAR'
            ? !pickableYear(current.year(), today)
            : !pickableYear(current.year(), today) ||
              isFutureMonth(current.year(), current.month() + 1, today)
        }
        onChange={(next) => {
          if (!next) return;
          onChange({ cycle: value.cycle, year: next.year(), month: next.month() + 1 });
        }}
      />
    </Space>
  );
}

import { DATE_SHORTCUTS } from '@rxdesk/contract/common/date-format';
import { DatePicker, Radio, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import {
  rangeDayDisabled,
  shortcutOf,
  shortcutPeriod,
  todayText,
  type PeriodValue,
} from '../lib/period-value.ts';

interface Props {
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
}

const DAY = 'YYYY-MM-DD';

/** A report's period: the §9 shortcuts (last week / month / 3 months) or a custom range of
 * Shanghai days; days after today, and ranges over the server's maximum, cannot be picked. */
export function PeriodFilter({ value, onChange }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const today = todayText();
  const active = shortcutOf(value, today) ?? 'custom';
  const range: [Dayjs, Dayjs] | null =
    value.cycle === 'RANGE' && value.start_date && value.end_date
      ? [dayjs(value.start_date), dayjs(value.end_date)]
      : null;
  return (
    <Space wrap>
      <Radio.Group
        optionType="button"
        value={active}
        aria-label={t('statistics.period.label')}
        onChange={(event) => {
          const key = DATE_SHORTCUTS.find((shortcut) => shortcut.key === event.target.value)?.key;
          if (key) onChange(shortcutPeriod(key, today));
        }}
        options={[
          ...DATE_SHORTCUTS.map((shortcut) => ({ value: shortcut.key, label: shortcut.label[lang] })),
          { value: 'custom', label: t('statistics.period.custom'), disabled: true },
        ]}
      />
      <DatePicker.RangePicker
        aria-label={t('statistics.period.range')}
        value={range}
        allowClear={false}
        disabledDate={(current, info) =>
          rangeDayDisabled(current.format(DAY), today, info?.from?.format(DAY))
        }
        onChange={(days) => {
          if (days?.[0] && days[1])
            onChange({ cycle: 'RANGE', start_date: days[0].format(DAY), end_date: days[1].format(DAY) });
        }}
      />
    </Space>
  );
}

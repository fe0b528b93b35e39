import { actionGroups, TARGET_TYPE_LABELS, targetTypeLabel } from '@rxdesk/contract/logs/action-labels';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import {
  DaysItem,
  FilterForm,
  SelectItem,
  type AdvancedSearchProps,
} from '../../../shared/lists/filter-form.tsx';
import { useLogOperators } from '../api/get-log-operators.ts';
import { withDays, withoutDays, type DaysValues } from '../../../shared/lists/days-values.ts';
import type { LogAdvanced } from '../lib/log-list.ts';

type Values = DaysValues<LogAdvanced>;
const toValues = (v: LogAdvanced): Values => withDays(v);
/** A cleared text field is no filter (not an empty one). */
const toFilters = (values: Values): LogAdvanced => {
  const f = withoutDays<LogAdvanced>(values);
  return { ...f, target: f.target?.trim() || undefined, action: f.action || undefined };
};

/** The log's advanced search: operator, action (labelled, grouped by target type; a group's own
 * entry filters by prefix), target type and id, time range. */
export function LogFilterForm(props: AdvancedSearchProps<LogAdvanced>) {
  const { t } = useTranslation();
  const lang = useLang();
  const operators = useLogOperators();
  const operatorOptions = useMemo(
    () =>
      (operators.data?.data ?? []).map((o) => ({
        value: o.user_id,
        label: o.real_name ? `${o.username}（${o.real_name}）` : o.username,
      })),
    [operators.data],
  );
  const actionOptions = useMemo(
    () =>
      actionGroups(lang).map((g) => ({
        label: g.label,
        title: g.label,
        options: [{ value: g.value, label: `${g.label} · ${lang === 'zh' ? '全部' : 'all'}` }, ...g.options],
      })),
    [lang],
  );
  const typeOptions = useMemo(
    () => Object.keys(TARGET_TYPE_LABELS).map((v) => ({ value: v, label: targetTypeLabel(v, lang) })),
    [lang],
  );
  return (
    <FilterForm
      name="log-advanced-search"
      {...props}
      toValues={toValues}
      toFilters={toFilters}
      labels={{ reset: t('logs.filters.reset'), apply: t('logs.filters.apply') }}
    >
      <SelectItem
        name="user_id"
        label={t('logs.filters.operator')}
        placeholder={t('logs.filters.any')}
        options={operatorOptions}
        loading={operators.isPending}
      />
      <Form.Item name="action" label={t('logs.filters.action')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('logs.filters.any')}
          options={actionOptions}
        />
      </Form.Item>
      <SelectItem
        name="target_type"
        label={t('logs.filters.targetType')}
        placeholder={t('logs.filters.any')}
        options={typeOptions}
      />
      <Form.Item name="target" label={t('logs.filters.target')}>
        <Input allowClear maxLength={200} placeholder={t('logs.filters.targetPlaceholder')} />
      </Form.Item>
      <DaysItem
        label={t('logs.filters.time')}
        placeholder={[t('logs.filters.startDate'), t('logs.filters.endDate')]}
      />
    </FilterForm>
  );
}

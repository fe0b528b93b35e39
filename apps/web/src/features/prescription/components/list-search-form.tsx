import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { DaysItem, FilterForm, SelectItem } from '../../../shared/lists/filter-form.tsx';
import type { AdvancedSearchProps } from '../../../shared/lists/filter-form.tsx';
import { withDays, withoutDays } from '../../../shared/lists/days-values.ts';
import { usePharmacists } from '../api/get-pharmacists.ts';
import type { AdvancedFilters } from '../lib/list-filters.ts';

const toFormValues = (value: AdvancedFilters) => ({ ...withDays(value), overdue: value.overdue === 1 });

type FormValues = ReturnType<typeof toFormValues>;

const toFilters = ({ overdue, ...values }: FormValues): AdvancedFilters => ({
  ...withoutDays<AdvancedFilters>(values),
  overdue: overdue ? 1 : undefined,
});

/** The advanced-search popover: order time (with the §9 shortcuts), auditing pharmacist,
 * overdue only. */
export function ListSearchForm(props: AdvancedSearchProps<AdvancedFilters>) {
  const { t } = useTranslation();
  // The popover draws this form when it first opens: only then are the pharmacists read.
  const pharmacists = usePharmacists().data;
  return (
    <FilterForm
      name="prescription-advanced-search"
      {...props}
      toValues={toFormValues}
      toFilters={toFilters}
      labels={{ reset: t('prescription.filters.reset'), apply: t('prescription.filters.apply') }}
    >
      <DaysItem
        label={t('prescription.filters.time')}
        placeholder={[t('prescription.filters.startDate'), t('prescription.filters.endDate')]}
      />
      <SelectItem
        name="pharmacist_id"
        label={t('prescription.filters.pharmacist')}
        placeholder={t('prescription.filters.any')}
        loading={!pharmacists}
        options={(pharmacists ?? []).map((p) => ({ value: p.id, label: p.name }))}
      />
      <Form.Item name="overdue" valuePropName="checked" label={t('prescription.filters.overdue')}>
        <Checkbox>{t('prescription.filters.overdueOnly')}</Checkbox>
      </Form.Item>
    </FilterForm>
  );
}

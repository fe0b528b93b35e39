import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DaysItem,
  FilterForm,
  SelectItem,
  type AdvancedSearchProps,
} from '../../../shared/lists/filter-form.tsx';
import type { AskAdvanced } from '../lib/ask-filters.ts';

/** The list's advanced search: goods name, shown / hidden, the time asked. */
export function AskAdvancedForm(props: AdvancedSearchProps<AskAdvanced>) {
  const { t } = useTranslation();
  return (
    <FilterForm
      name="ask-advanced-search"
      {...props}
      labels={{ reset: t('consultations.filters.reset'), apply: t('consultations.filters.apply') }}
    >
      <Form.Item name="goods_name" label={t('consultations.filters.goodsName')}>
        <Input allowClear maxLength={80} />
      </Form.Item>
      <SelectItem<number>
        name="hidden"
        label={t('consultations.filters.hidden')}
        placeholder={t('consultations.filters.any')}
        options={[
          { value: 0, label: t('consultations.filters.shown') },
          { value: 1, label: t('consultations.hidden') },
        ]}
      />
      <DaysItem
        label={t('consultations.filters.time')}
        placeholder={[t('consultations.filters.startDate'), t('consultations.filters.endDate')]}
      />
    </FilterForm>
  );
}

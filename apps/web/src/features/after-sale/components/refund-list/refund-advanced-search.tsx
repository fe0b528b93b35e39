import {
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  REFUND_SOURCE_LABELS,
  REFUND_SOURCES,
} from '@rxdesk/contract/after-sale/after-sale';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { labelOptions } from '../../../../shared/labels/enum-label.ts';
import { DaysItem, FilterForm, SelectItem } from '../../../../shared/lists/filter-form.tsx';
import type { AdvancedSearchProps } from '../../../../shared/lists/filter-form.tsx';
import type { RefundAdvanced } from '../../lib/refund-filters.ts';

/** The refund list's advanced search: way, source and created time (with the §9 shortcuts). */
export function RefundAdvancedSearch(props: AdvancedSearchProps<RefundAdvanced>) {
  const { t } = useTranslation();
  const lang = useLang();
  const any = t('after-sale.filters.any');
  return (
    <FilterForm
      name="refund-advanced-search"
      {...props}
      labels={{ reset: t('after-sale.filters.reset'), apply: t('after-sale.filters.apply') }}
    >
      {[
        { name: 'method', options: labelOptions(REFUND_METHODS, REFUND_METHOD_LABELS, lang) },
        { name: 'source', options: labelOptions(REFUND_SOURCES, REFUND_SOURCE_LABELS, lang) },
      ].map(({ name, options }) => (
        <SelectItem
          key={name}
          name={name}
          label={t(`after-sale.refunds.${name}`)}
          placeholder={any}
          options={options}
        />
      ))}
      <DaysItem
        label={t('after-sale.filters.createTime')}
        placeholder={[t('after-sale.filters.startDate'), t('after-sale.filters.endDate')]}
      />
    </FilterForm>
  );
}

import type { Supplier } from '@rxdesk/contract/orders/drop-ship';
import { useTranslation } from 'react-i18next';
import { DaysItem, FilterForm, SelectItem } from '../../../../shared/lists/filter-form.tsx';
import type { AdvancedSearchProps } from '../../../../shared/lists/filter-form.tsx';
import type { SorderAdvanced } from '../../lib/sorder-filters.ts';

/** The advanced-search popover of the drop-ship list: time range (with the §9 shortcuts) and
 * supplier. */
export function SorderSearchForm({
  suppliers,
  ...props
}: AdvancedSearchProps<SorderAdvanced> & { suppliers: Supplier[] | undefined }) {
  const { t } = useTranslation();
  return (
    <FilterForm
      name="sorder-advanced-search"
      {...props}
      labels={{ reset: t('orders.filters.reset'), apply: t('orders.filters.apply') }}
    >
      <DaysItem
        label={t('orders.sorders.columns.time')}
        placeholder={[t('orders.filters.startDate'), t('orders.filters.endDate')]}
      />
      <SelectItem
        name="supplier_id"
        label={t('orders.sorders.columns.supplier')}
        loading={!suppliers}
        placeholder={t('orders.filters.any')}
        options={(suppliers ?? []).map((s) => ({ value: s.id, label: s.name }))}
      />
    </FilterForm>
  );
}

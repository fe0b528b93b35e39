import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from '@rxdesk/contract/after-sale/after-sale';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { labelOptions } from '../../../../shared/labels/enum-label.ts';
import { DaysItem, FilterForm, SelectItem } from '../../../../shared/lists/filter-form.tsx';
import type { AdvancedSearchProps } from '../../../../shared/lists/filter-form.tsx';
import type { CaseAdvanced } from '../../lib/case-filters.ts';

/** The service list's advanced search: case type and apply time (with the §9 shortcuts). */
export function CaseAdvancedSearch(props: AdvancedSearchProps<CaseAdvanced>) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <FilterForm
      name="case-advanced-search"
      {...props}
      labels={{ reset: t('after-sale.filters.reset'), apply: t('after-sale.filters.apply') }}
    >
      <SelectItem
        name="service_type"
        label={t('after-sale.filters.type')}
        placeholder={t('after-sale.filters.any')}
        options={labelOptions(SERVICE_TYPES, SERVICE_TYPE_LABELS, lang)}
      />
      <DaysItem
        label={t('after-sale.filters.applyTime')}
        placeholder={[t('after-sale.filters.startDate'), t('after-sale.filters.endDate')]}
      />
    </FilterForm>
  );
}

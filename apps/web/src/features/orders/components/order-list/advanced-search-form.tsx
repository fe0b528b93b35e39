import { ORDER_SOURCES, PAYMENT_TYPES, SHIPPING_TYPES } from '@rxdesk/contract/orders/order-enums';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { DaysItem, FilterForm, SelectItem } from '../../../../shared/lists/filter-form.tsx';
import type { AdvancedSearchProps } from '../../../../shared/lists/filter-form.tsx';
import { withDays, withoutDays } from '../../../../shared/lists/days-values.ts';
import { paymentLabel, shippingLabel, sourceLabel } from '../../lib/labels.ts';
import type { AdvancedFilters } from '../../lib/list-filters.ts';
import { useLang } from '../../lib/use-lang.ts';

/** "Any" is a choice of its own on the prescription field (a radio group cannot be cleared). */
const toFormValues = (value: AdvancedFilters) => ({
  ...withDays(value),
  is_prescription: value.is_prescription ?? ('any' as const),
});

type FormValues = ReturnType<typeof toFormValues>;

const toFilters = ({ is_prescription, ...values }: FormValues): AdvancedFilters => ({
  ...withoutDays<AdvancedFilters>(values),
  is_prescription: is_prescription === 'any' ? undefined : is_prescription,
});

/** The advanced-search popover's form: order time (with the §9 shortcuts), source, delivery,
 * payment, prescription. */
export function AdvancedSearchForm(props: AdvancedSearchProps<AdvancedFilters>) {
  const { t } = useTranslation();
  const lang = useLang();
  const options = <T extends string>(values: readonly T[], label: (v: T, l: typeof lang) => string) =>
    values.map((v) => ({ value: v, label: label(v, lang) }));

  return (
    <FilterForm
      name="order-advanced-search"
      {...props}
      toValues={toFormValues}
      toFilters={toFilters}
      labels={{ reset: t('orders.filters.reset'), apply: t('orders.filters.apply') }}
    >
      <DaysItem
        label={t('orders.filters.time')}
        placeholder={[t('orders.filters.startDate'), t('orders.filters.endDate')]}
      />
      {(
        [
          ['order_source', 'source', options(ORDER_SOURCES, sourceLabel)],
          ['shipping_type', 'shippingType', options(SHIPPING_TYPES, shippingLabel)],
          ['payment_type', 'paymentType', options(PAYMENT_TYPES, paymentLabel)],
        ] as const
      ).map(([name, label, choices]) => (
        <SelectItem
          key={name}
          name={name}
          label={t(`orders.filters.${label}`)}
          placeholder={t('orders.filters.any')}
          options={choices}
        />
      ))}
      <Form.Item name="is_prescription" label={t('orders.filters.prescription')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'any', label: t('orders.filters.any') },
            { value: 1, label: t('orders.filters.yes') },
            { value: 0, label: t('orders.filters.no') },
          ]}
        />
      </Form.Item>
    </FilterForm>
  );
}

import { INVOICE_KINDS } from '@rxdesk/contract/invoices/invoice-request';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DaysItem,
  FilterForm,
  SelectItem,
  type AdvancedSearchProps,
} from '../../../shared/lists/filter-form.tsx';
import type { InvoiceAdvanced } from '../lib/invoice-filters.ts';

/** The invoice list's advanced search: order sn, invoice sn, kind, title, request dates. */
export function InvoiceAdvancedSearch(props: AdvancedSearchProps<InvoiceAdvanced>) {
  const { t } = useTranslation();
  return (
    <FilterForm
      name="invoice-advanced-search"
      {...props}
      labels={{ reset: t('invoices.filters.reset'), apply: t('invoices.filters.apply') }}
    >
      <Form.Item name="order_sn" label={t('invoices.filters.orderSn')}>
        <Input allowClear maxLength={40} />
      </Form.Item>
      <Form.Item name="invoice_sn" label={t('invoices.filters.invoiceSn')}>
        <Input allowClear maxLength={40} />
      </Form.Item>
      <SelectItem
        name="kind"
        label={t('invoices.filters.kind')}
        placeholder={t('invoices.filters.any')}
        options={INVOICE_KINDS.map((k) => ({ value: k, label: t(`invoices.kind.${k}`) }))}
      />
      <Form.Item name="title" label={t('invoices.filters.title')}>
        <Input allowClear maxLength={80} />
      </Form.Item>
      <DaysItem
        label={t('invoices.filters.time')}
        placeholder={[t('invoices.filters.startDate'), t('invoices.filters.endDate')]}
      />
    </FilterForm>
  );
}

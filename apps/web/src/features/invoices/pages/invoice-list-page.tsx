// The contract's invoice messages (server refusals, field rules), registered with this lazy page.
import '@rxdesk/contract/invoices/invoice-messages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CountTabs } from '../../../shared/components/count-tabs.tsx';
import { invoiceDetailHref } from '../../../shared/invoices/get-order-invoices.ts';
import { ListScreen } from '../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../shared/lists/use-list-filters.ts';
import { useInvoices } from '../api/get-invoices.ts';
import { InvoiceAdvancedSearch } from '../components/invoice-advanced-search.tsx';
import { InvoiceExportButton } from '../components/invoice-export-button.tsx';
import { InvoiceTable } from '../components/invoice-table.tsx';
import { INVOICE_TABS, invoiceList } from '../lib/invoice-filters.ts';

/** /settlement/invoice-history — the invoices buyers asked for with their orders: tabs 待开票 /
 * 已开票 / 已作废, search and filters in the address, export of the same filters, 需红冲 rows. */
export function InvoiceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useListFilters(invoiceList);
  const query = useMemo(() => invoiceList.toQuery(filters), [filters]);
  const list = useInvoices(query);
  return (
    <ListScreen
      list={invoiceList}
      filters={filters}
      setFilters={setFilters}
      result={list}
      labels={{
        loadFailed: t('invoices.list.loadFailed'),
        retry: t('common.retry'),
        searchPlaceholder: t('invoices.list.searchPlaceholder'),
        search: t('invoices.list.search'),
        advanced: t('invoices.list.advanced'),
        empty: t('invoices.list.empty'),
        emptyFiltered: t('invoices.list.emptyFiltered'),
        clear: t('invoices.list.clear'),
        total: (total) => t('invoices.list.total', { total }),
      }}
      tabs={(active, onChange) => (
        <CountTabs
          label={t('invoices.tabs.label')}
          tabs={INVOICE_TABS}
          active={active}
          counts={undefined}
          title={(tab) => t(`invoices.tabs.${tab}`)}
          onChange={onChange}
          testIdPrefix="invoice-tab"
        />
      )}
      toolbar={
        <InvoiceExportButton query={invoiceList.toExportQuery(filters)} total={list.data?.data_total} />
      }
      advanced={(form) => <InvoiceAdvancedSearch {...form} />}
    >
      {(view) => <InvoiceTable {...view} onAction={(r) => void navigate(invoiceDetailHref(r.invoice_sn))} />}
    </ListScreen>
  );
}

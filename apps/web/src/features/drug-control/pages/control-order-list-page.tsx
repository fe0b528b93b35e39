import type { ControlOrderQuery, ControlOrderRow } from '@rxdesk/contract/drug-control/drug-control';
import { Button, Empty, Result, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../shared/components/search-box.tsx';
import { TableLayout } from '../../../shared/components/table-layout.tsx';
import { useControlOrders } from '../api/get-control-orders.ts';
import { controlOrderColumns } from '../components/control-order-columns.tsx';
import { ControlOrderSearch, type TimeFilter } from '../components/control-order-search.tsx';

/** /control/controlOrder — every sale of restricted goods with its registered buyer and the
 * limit check; searchable by order, buyer name, national ID or phone, and by time. */
export function ControlOrderListPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [time, setTime] = useState<TimeFilter>({});
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [page, setPage] = useState({ no: 1, size: 10 });
  const query: ControlOrderQuery = {
    page_no: page.no,
    page_size: page.size,
    ...time,
    ...(keyword ? { keyword } : {}),
  };
  const orders = useControlOrders(query);
  const columns = useMemo(() => controlOrderColumns(t, { link: true }), [t]);

  if (orders.isError && !orders.data) {
    return (
      <Result
        status="warning"
        title={t('drug-control.loadFailed')}
        extra={<Button onClick={() => void orders.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return (
    <TableLayout
      search={
        <SearchBox
          value={keyword}
          placeholder={t('drug-control.orders.searchPlaceholder')}
          labels={{ search: t('drug-control.search'), advanced: t('drug-control.advanced') }}
          onSearch={(next) => {
            setKeyword(next);
            setPage({ ...page, no: 1 });
          }}
          activeFilters={time.start_time === undefined ? 0 : 1}
          advancedOpen={advancedOpen}
          onAdvancedOpenChange={setAdvancedOpen}
          advanced={
            <ControlOrderSearch
              value={time}
              onApply={(next) => {
                setTime(next);
                setPage({ ...page, no: 1 });
                setAdvancedOpen(false);
              }}
              onReset={() => {
                setTime({});
                setPage({ ...page, no: 1 });
                setAdvancedOpen(false);
              }}
            />
          }
        />
      }
      pagination={{
        current: page.no,
        pageSize: page.size,
        total: orders.data?.data_total ?? 0,
        showTotal: (total) => t('drug-control.total', { total }),
        onChange: (no, size) => setPage({ no: size === page.size ? no : 1, size }),
      }}
    >
      <Table<ControlOrderRow>
        aria-label={t('drug-control.orders.table')}
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={orders.data?.data ?? []}
        loading={orders.isFetching}
        pagination={false}
        scroll={{ x: 1400 }}
        locale={{
          emptyText: orders.isPending ? ' ' : <Empty description={t('drug-control.orders.empty')} />,
        }}
      />
    </TableLayout>
  );
}

import type { ControlGoodsQuery, ControlGoodsRow } from '@rxdesk/contract/drug-control/drug-control';
import { Button, Empty, Result, Table, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../shared/components/search-box.tsx';
import { TableLayout } from '../../../shared/components/table-layout.tsx';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import { useControlGoods } from '../api/get-control-goods.ts';
import { useUnrestrictGoods } from '../api/unrestrict-goods.ts';
import { controlGoodsColumns } from '../components/control-goods-columns.tsx';
import { GoodsLimitDialog } from '../components/goods-limit-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';

type Tab = 'restricted' | 'open' | 'all';
const RESTRICTED: Record<Tab, 0 | 1 | undefined> = { restricted: 1, open: 0, all: undefined };

/** /control/controlGoods — the goods list of restricted-drug control: mark goods as restricted
 * with a per-buyer quantity limit per period, change or lift it. */
export function ControlGoodsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [tab, setTab] = useState<Tab>('restricted');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ no: 1, size: 10 });
  const [editing, setEditing] = useState<ControlGoodsRow | null>(null);
  const query: ControlGoodsQuery = {
    page_no: page.no,
    page_size: page.size,
    ...(keyword ? { keyword } : {}),
    ...(RESTRICTED[tab] === undefined ? {} : { restricted: RESTRICTED[tab] }),
  };
  const goods = useControlGoods(query);
  const unrestrict = useUnrestrictGoods();
  const { mutate } = unrestrict;
  const columns = useMemo(
    () =>
      controlGoodsColumns(t, lang, {
        onRestrict: setEditing,
        onUnrestrict: (g) =>
          mutate(g.goods_id, { onSuccess: () => toast.success(t('drug-control.goods.unrestricted')) }),
      }),
    [t, lang, mutate],
  );

  if (goods.isError && !goods.data) {
    return (
      <Result
        status="warning"
        title={t('drug-control.loadFailed')}
        extra={<Button onClick={() => void goods.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }

  return (
    <>
      <TableLayout
        header={
          <Tabs
            activeKey={tab}
            onChange={(key) => {
              setTab(key as Tab);
              setPage({ ...page, no: 1 });
            }}
            items={(['restricted', 'open', 'all'] as const).map((key) => ({
              key,
              label: t(`drug-control.goods.tabs.${key}`),
            }))}
          />
        }
        search={
          <SearchBox
            value={keyword}
            placeholder={t('drug-control.goods.searchPlaceholder')}
            labels={{ search: t('drug-control.search'), advanced: t('drug-control.search') }}
            onSearch={(next) => {
              setKeyword(next);
              setPage({ ...page, no: 1 });
            }}
          />
        }
        pagination={{
          current: page.no,
          pageSize: page.size,
          total: goods.data?.data_total ?? 0,
          showTotal: (total) => t('drug-control.total', { total }),
          onChange: (no, size) => setPage({ no: size === page.size ? no : 1, size }),
        }}
      >
        <Table<ControlGoodsRow>
          aria-label={t('drug-control.goods.table')}
          rowKey="goods_id"
          size="middle"
          columns={columns}
          dataSource={goods.data?.data ?? []}
          loading={goods.isFetching || unrestrict.isPending}
          pagination={false}
          scroll={{ x: 1300 }}
          locale={{
            emptyText: goods.isPending ? ' ' : <Empty description={t('drug-control.goods.empty')} />,
          }}
        />
      </TableLayout>
      <GoodsLimitDialog goods={editing} onClose={() => setEditing(null)} />
    </>
  );
}

import type { QrcodeGoods } from '@rxdesk/contract/goods/qrcode';
import { Select, Space, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../shared/download/save-blob.ts';
import { ListScreen } from '../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../shared/lists/use-list-filters.ts';
import { useQrcodeGoods } from '../api/qrcode-get-goods.ts';
import { getQrcodePng } from '../api/qrcode-get-png.ts';
import { QrcodeTable } from '../components/qrcode-table.tsx';
import { QRCODE_DOWNLOAD_SIZES, qrcodeList } from '../lib/qrcode-list.ts';

/** /goods/goods-qrcode — 推广码: each on-sale goods item's code for posters, the mini-program
 * page it opens, and the PNG at a chosen size. */
export function QrcodePage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(qrcodeList);
  const query = useMemo(() => qrcodeList.toQuery(filters), [filters]);
  const list = useQrcodeGoods(query);
  const [size, setSize] = useState<number>(QRCODE_DOWNLOAD_SIZES[0]);

  const onAction = useCallback(
    (g: QrcodeGoods) => {
      getQrcodePng(g.goods_id, size).then(
        (blob) => saveBlob(blob, `${g.goods_code}-${size}px.png`),
        // Not silent: the client has shown why (the goods left sale meanwhile…).
        () => undefined,
      );
    },
    [size],
  );

  return (
    <ListScreen
      list={qrcodeList}
      filters={filters}
      setFilters={setFilters}
      result={list}
      labels={{
        loadFailed: t('goods.extras.loadFailed'),
        retry: t('common.retry'),
        searchPlaceholder: t('goods.extras.goodsSearch'),
        search: t('goods.extras.search'),
        advanced: t('goods.extras.search'),
        empty: t('goods.qrcodePage.empty'),
        emptyFiltered: t('goods.extras.emptyFiltered'),
        clear: t('goods.extras.clear'),
        total: (total) => t('goods.extras.total', { total }),
      }}
      toolbar={
        <Space>
          <Typography.Text>{t('goods.qrcodePage.size')}</Typography.Text>
          <Select
            aria-label={t('goods.qrcodePage.size')}
            value={size}
            onChange={setSize}
            style={{ width: 140 }}
            options={QRCODE_DOWNLOAD_SIZES.map((s) => ({ value: s, label: `${s} × ${s} px` }))}
          />
        </Space>
      }
    >
      {(view) => <QrcodeTable {...view} onAction={onAction} />}
    </ListScreen>
  );
}

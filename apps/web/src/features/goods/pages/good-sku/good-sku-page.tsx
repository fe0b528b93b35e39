import type { GoodsDetail } from '@rxdesk/contract/goods/catalogue';
import { Button, Card, Flex, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useGoods } from '../../api/get-goods.ts';
import { SkuMatrixEditor } from '../../components/sku-matrix/sku-matrix-editor.tsx';
import { GoodsStatus } from '../../components/goods-list/goods-status.tsx';
import { SkuBatchesDialog } from '../../components/sku-batches-dialog.tsx';
import { RxNotice } from '../../components/rx-notice.tsx';
import { GOODS_PATHS } from '../../lib/goods-links.ts';
import { skuIssuesByRow } from '../../lib/wizard-steps.ts';
import { useSkuPage } from './use-sku-page.ts';
import { GoodsRating } from './goods-rating.tsx';
import '../../components/goods.css';

/** /goods/good-sku/:goodsid — an item's SKU matrix on its own: specs, codes, prices, warning
 * quantities, switches; the stock of each SKU is the ledger's (received on the stock screens). */
export function GoodSkuPage() {
  const { t } = useTranslation();
  const { goodsid } = useParams();
  const goodsId = goodsid && /^[1-9]\d{0,9}$/.test(goodsid) ? Number(goodsid) : undefined;
  const goods = useGoods(goodsId);
  if (goodsId === undefined)
    return (
      <Result
        status="info"
        title={t('goods.sku.chooseGoods')}
        extra={
          <Link to={GOODS_PATHS.list}>
            <Button type="primary">{t('goods.sku.toList')}</Button>
          </Link>
        }
      />
    );
  if (goods.isError)
    return (
      <Result
        status="warning"
        title={t('goods.publish.loadFailed')}
        extra={<Button onClick={() => void goods.refetch()}>{t('common.retry')}</Button>}
      />
    );
  if (!goods.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <SkuEditor key={goods.data.goods_id} goods={goods.data} />;
}

function SkuEditor({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const page = useSkuPage(goods.goods_id, goods.skus);
  const [batchesOf, setBatchesOf] = useState<number | null>(null);
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex gap={12} align="center" wrap>
          {goods.thumbnail && <img className="rx-goods__thumb" src={goods.thumbnail} alt="" />}
          <Flex vertical gap={2}>
            <strong data-testid="sku-goods-name">{goods.goods_name}</strong>
            <span className="rx-goods__note">
              {goods.goods_code} · {goods.specs}
            </span>
            {goods.is_prescription === 1 && <RxNotice />}
          </Flex>
          <GoodsStatus row={goods} />
        </Flex>
      </Card>
      <GoodsRating goodsId={goods.goods_id} />
      <Card title={t('goods.sku.title')} size="small" extra={t('goods.publish.stockHint')}>
        <SkuMatrixEditor
          value={page.matrix}
          onChange={page.setMatrix}
          errors={skuIssuesByRow(page.issues)}
          withBatches={false}
          withStock
          // A stored SKU's stock by batch (receive, adjust, ledger); a new row has none until saved.
          rowExtra={(row) =>
            row.sku_id ? (
              <Button type="link" size="small" onClick={() => setBatchesOf(row.sku_id ?? null)}>
                {t('goods.sku.batches')}
              </Button>
            ) : null
          }
        />
      </Card>
      <Flex justify="center">
        <Button type="primary" loading={page.saving} onClick={() => void page.submit()}>
          {t('goods.sku.save')}
        </Button>
      </Flex>
      <SkuBatchesDialog skuId={batchesOf} onClose={() => setBatchesOf(null)} />
    </Flex>
  );
}

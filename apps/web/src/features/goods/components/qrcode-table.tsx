import { DownloadOutlined } from '@ant-design/icons';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import type { QrcodeGoods } from '@rxdesk/contract/goods/qrcode';
import { Button, Typography } from 'antd';
import { defineListTable } from '../../../shared/lists/list-table.tsx';
import { GoodsCell } from './extras-goods-cell.tsx';
import { QrcodeImage } from './qrcode-image.tsx';

/** On-sale goods with their code, the page it opens (copyable) and a PNG download. */
export const QrcodeTable = defineListTable<QrcodeGoods, 'download'>({
  label: 'goods.qrcodePage.table',
  rowKey: 'goods_id',
  width: 1100,
  columns: (t, _lang, onAction) => [
    {
      key: 'goods',
      title: t('goods.qrcodePage.goods'),
      width: 340,
      render: (_, g) => <GoodsCell goods={g} />,
    },
    {
      key: 'price',
      title: t('goods.extras.price'),
      width: 100,
      align: 'right',
      render: (_, g) => formatYuan(g.price),
    },
    {
      key: 'code',
      title: t('goods.qrcodePage.code'),
      width: 120,
      render: (_, g) => (
        <QrcodeImage goodsId={g.goods_id} alt={t('goods.qrcodePage.codeOf', { name: g.goods_name })} />
      ),
    },
    {
      key: 'path',
      title: t('goods.qrcodePage.path'),
      width: 320,
      render: (_, g) => (
        <Typography.Text
          copyable={{
            text: g.page_path,
            tooltips: [t('goods.qrcodePage.copy'), t('goods.qrcodePage.copied')],
          }}
          code
        >
          {g.page_path}
        </Typography.Text>
      ),
    },
    {
      key: 'actions',
      title: t('goods.extras.actions'),
      width: 140,
      fixed: 'right',
      render: (_, g) => (
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => onAction(g, 'download')}
        >
          {t('goods.qrcodePage.download')}
        </Button>
      ),
    },
  ],
});

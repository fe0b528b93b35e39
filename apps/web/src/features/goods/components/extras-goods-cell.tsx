import { Image, Space, Typography } from 'antd';

/** A goods item in the tag and promotion-code lists: thumbnail, name, specification and code. */
export function GoodsCell({
  goods,
}: {
  goods: { thumbnail: string; goods_name: string; specs: string; goods_code: string };
}) {
  return (
    <Space size={10} align="start">
      {goods.thumbnail ? (
        <Image src={goods.thumbnail} alt={goods.goods_name} width={48} height={48} preview={false} />
      ) : (
        <div style={{ width: 48, height: 48, background: '#f5f5f5' }} aria-hidden />
      )}
      <div>
        <div>{goods.goods_name}</div>
        <Typography.Text type="secondary">
          {goods.specs} · {goods.goods_code}
        </Typography.Text>
      </div>
    </Space>
  );
}

import { Image, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQrcodePng } from '../api/qrcode-get-png.ts';

/** The smallest code the server makes; shown smaller still, sharp enough for a preview. */
const PREVIEW_SIZE = 200;

/** A goods item's promotion code, read through the API client (with the access token) and shown
 * from an object URL that is released when the row goes. */
export function QrcodeImage({ goodsId, alt }: { goodsId: number; alt: string }) {
  const { t } = useTranslation();
  const png = useQrcodePng(goodsId, PREVIEW_SIZE);
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!png.data) return undefined;
    const next = URL.createObjectURL(png.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [png.data]);

  if (png.isError)
    return <Typography.Text type="secondary">{t('goods.qrcodePage.previewFailed')}</Typography.Text>;
  if (!url) return <Skeleton.Image active style={{ width: 88, height: 88 }} />;
  return <Image src={url} alt={alt} width={88} height={88} data-testid={`qrcode-${goodsId}`} />;
}

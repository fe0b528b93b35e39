import { Card, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickedImage } from '../../../../shared/components/image-picker/image-items.ts';
import { ImagePicker } from '../../../../shared/components/image-picker/image-picker.tsx';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { useSetShopLogo } from '../api/set-shop-logo.ts';

/** The shop logo: the §2 image picker (one image, uploaded by base/uploaders), set at once with
 * PUT seller/shops/logos (the server takes only an image this shop uploaded). */
export function ShopLogoCard({ logo }: { logo: string }) {
  const { t } = useTranslation();
  const setLogo = useSetShopLogo();
  const picked = async (images: PickedImage[]) => {
    const url = images.at(-1)?.response.url;
    if (!url) return;
    await setLogo.mutateAsync(url);
    toast.success(t('shopSettings.saved'));
  };
  return (
    <Card title={t('shopSettings.shop.logo')} data-testid="shop-logo">
      <Space align="start" size={24} wrap>
        {logo && <Image src={logo} width={96} height={96} style={{ objectFit: 'contain' }} alt="" />}
        <Space direction="vertical">
          <ImagePicker
            value={[]}
            limit={1}
            onChange={(images) => void picked(images).catch(() => undefined)}
          />
          <Typography.Text type="secondary">{t('shopSettings.shop.logoHint')}</Typography.Text>
        </Space>
      </Space>
    </Card>
  );
}

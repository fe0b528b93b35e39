import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailScreen, detailLabels } from '../../../../shared/details/detail-screen.tsx';
import { useShopSettings } from '../api/get-shop-settings.ts';
import { ShopGradeCard } from '../components/shop-grade-card.tsx';
import { ShopLogoCard } from '../components/shop-logo-card.tsx';
import { ShopSettingsForm } from '../components/shop-settings-form.tsx';

/** /setting/sw-shop-setting — the shop's own settings (route and permission sw-shop-setting). */
export function ShopSettingPage() {
  const { t } = useTranslation();
  const settings = useShopSettings();
  return (
    <DetailScreen
      query={settings}
      rows={12}
      labels={detailLabels(t, 'shopSettings', { notFound: 'shopSettings.loadFailed' })}
      backTo="/dashboard"
    >
      {(data) => (
        <Flex vertical gap={16}>
          <ShopLogoCard logo={data.shop_logo} />
          <ShopGradeCard />
          {/* Re-mounted when the saved settings change, so the form starts from what is stored. */}
          <ShopSettingsForm key={JSON.stringify(data)} settings={data} />
        </Flex>
      )}
    </DetailScreen>
  );
}

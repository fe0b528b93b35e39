import '@rxdesk/contract/settings/settings-extras-messages';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { WarningSettingsForm } from '../../../shared/goods/warning-settings-form.tsx';
import { PromotionRuleCard } from './components/promotion-rule-card.tsx';

/** 商品预警设置 (goods-warning-setting): the shop's default warning quantity and near-expiry days
 * (the same form as above the goods warning list), and the prescription-drug promotion rule. */
export function GoodsWarningPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <WarningSettingsForm title={t('settingsExtras.goodsWarning.stockTitle')} />
      <PromotionRuleCard />
    </Flex>
  );
}

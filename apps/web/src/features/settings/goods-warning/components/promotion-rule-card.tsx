import { Alert, Button, Card, Flex, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { usePromotionRules, useSavePromotionRules } from '../api/promotion-rules.ts';

/** 处方药促销规则: one switch, saved when flipped (修改成功). */
export function PromotionRuleCard() {
  const { t } = useTranslation();
  const rules = usePromotionRules();
  const save = useSavePromotionRules();
  return (
    <Card title={t('settingsExtras.goodsWarning.rxTitle')}>
      {rules.isError ? (
        <Flex gap={8} align="center">
          <Typography.Text type="danger">{t('settingsExtras.loadFailed')}</Typography.Text>
          <Button size="small" onClick={() => void rules.refetch()}>
            {t('settingsExtras.retry')}
          </Button>
        </Flex>
      ) : !rules.data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Flex vertical gap={12}>
          <Flex gap={12} align="center">
            <Switch
              id="promotions-rx"
              checked={rules.data.promotions_rx}
              loading={save.isPending}
              checkedChildren={t('settingsExtras.goodsWarning.on')}
              unCheckedChildren={t('settingsExtras.goodsWarning.off')}
              onChange={(on) =>
                void save
                  .mutateAsync({ promotions_rx: on })
                  .then(() => toast.success(t('settingsExtras.saved')))
                  .catch(() => undefined)
              }
            />
            <label htmlFor="promotions-rx">{t('settingsExtras.goodsWarning.rxLabel')}</label>
          </Flex>
          <Alert type="info" showIcon title={t('settingsExtras.goodsWarning.rxHint')} />
        </Flex>
      )}
    </Card>
  );
}

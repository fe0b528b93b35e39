import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Alert, Button, Card, Result, Skeleton, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useControlSwitch } from '../api/get-control-switch.ts';
import { useSetControlSwitch } from '../api/set-control-switch.ts';
import { toast } from '../../../shared/feedback/feedback.ts';

/** /control/controlSwitch — the shop-wide switch: on, every order with restricted goods needs a
 * buyer registration and is held to the per-buyer limits; off, neither applies. */
export function ControlSwitchPage() {
  const { t } = useTranslation();
  const current = useControlSwitch();
  const save = useSetControlSwitch();

  if (current.isError) {
    return (
      <Result
        status="warning"
        title={t('drug-control.loadFailed')}
        extra={<Button onClick={() => void current.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return (
    <Card title={t('drug-control.switch.title')}>
      {current.data ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Space>
            <Switch
              checked={current.data.enabled === 1}
              loading={save.isPending}
              aria-label={t('drug-control.switch.label')}
              data-testid="control-switch"
              onChange={(checked) =>
                save.mutate(checked ? 1 : 0, {
                  onSuccess: () =>
                    toast.success(
                      checked ? t('drug-control.switch.turnedOn') : t('drug-control.switch.turnedOff'),
                    ),
                })
              }
            />
            <Typography.Text strong>
              {current.data.enabled === 1 ? t('drug-control.switch.on') : t('drug-control.switch.off')}
            </Typography.Text>
            {current.data.updated_at && (
              <Typography.Text type="secondary">
                {t('drug-control.switch.updatedAt', { time: unixToDateString(current.data.updated_at) })}
              </Typography.Text>
            )}
          </Space>
          <Alert type="info" showIcon title={t('drug-control.switch.explain')} />
        </Space>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}

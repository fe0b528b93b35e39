import type { AfterSaleDetail, ServiceAction } from '@rxdesk/contract/after-sale/after-sale';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { caseActionSpec, caseButtons } from '../../lib/case-actions.ts';
import { serviceActionLabel, serviceTypeLabel } from '../../lib/labels.ts';
import { AwaitingTag, CaseStatusTag } from '../status-tags.tsx';

/** Case number, type, status, and a button for every action the server allows now. */
export function CaseHeader({
  detail,
  onAction,
}: {
  detail: AfterSaleDetail;
  onAction: (action: ServiceAction) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const actions = caseButtons(detail.allowed_actions);
  return (
    <Card>
      <div className="rx-after-sale-detail__title-row">
        <Space wrap align="center">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('after-sale.detail.title', { sn: detail.service_sn })}
          </Typography.Title>
          <Tag color="purple">{serviceTypeLabel(detail.service_type, lang)}</Tag>
          <CaseStatusTag status={detail.service_status} />
          <AwaitingTag awaiting={detail.awaiting} />
        </Space>
      </div>
      {actions.length > 0 ? (
        <Space
          wrap
          className="rx-after-sale-detail__actions"
          role="group"
          aria-label={t('after-sale.actions.label')}
        >
          {actions.map((action) => {
            const spec = caseActionSpec(action);
            return (
              <Button
                key={action}
                type={spec.primary ? 'primary' : 'default'}
                danger={spec.danger}
                onClick={() => onAction(action)}
              >
                {serviceActionLabel(action, lang)}
              </Button>
            );
          })}
        </Space>
      ) : (
        <Typography.Paragraph
          type="secondary"
          className="rx-after-sale-detail__actions"
          style={{ marginBottom: 0 }}
        >
          {t('after-sale.detail.noActions')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

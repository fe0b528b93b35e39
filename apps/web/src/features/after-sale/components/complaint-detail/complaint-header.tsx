import type { ComplaintAction, ComplaintDetail } from '@rxdesk/contract/after-sale/complaints';
import { COMPLAINT_ACTIONS } from '@rxdesk/contract/after-sale/complaints';
import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ComplaintStatusTag, OverdueTag } from '../status-tags.tsx';

/** Subject, state, and a button for each action the server allows now (reply, close). */
export function ComplaintHeader({
  complaint,
  onAction,
}: {
  complaint: ComplaintDetail;
  onAction: (action: ComplaintAction) => void;
}) {
  const { t } = useTranslation();
  const actions = COMPLAINT_ACTIONS.filter((action) => complaint.allowed_actions.includes(action));
  return (
    <Card>
      <Space wrap align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('after-sale.complaints.title', { subject: complaint.subject })}
        </Typography.Title>
        <ComplaintStatusTag status={complaint.status} />
        <OverdueTag overdue={complaint.overdue} />
      </Space>
      {actions.length > 0 && (
        <Space
          wrap
          className="rx-after-sale-detail__actions"
          role="group"
          aria-label={t('after-sale.complaints.actionsLabel')}
        >
          {actions.map((action) => (
            <Button
              key={action}
              type={action === 'reply' ? 'primary' : 'default'}
              onClick={() => onAction(action)}
            >
              {t(`after-sale.complaints.${action}`)}
            </Button>
          ))}
        </Space>
      )}
    </Card>
  );
}

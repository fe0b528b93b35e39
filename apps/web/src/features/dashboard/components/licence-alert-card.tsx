import { Alert, Card, Col } from 'antd';
import { Link } from 'react-router';
import { useHasPermission } from '../../../shared/permissions/permissions-context.ts';
import { useAlertText } from '../../../shared/qualifications/alert-text.ts';
import {
  QUALIFICATIONS_PATH,
  QUALIFICATIONS_PERMISSION,
  useExpiryAlerts,
} from '../../../shared/qualifications/expiry-alerts.ts';

/** The dashboard's licence alert (issue 24), for whoever manages qualifications (the founder):
 * every licence within 180 days of its end, expired or missing, worst first, and whether
 * prescription drugs are blocked from sale. Nothing when all is in order. A row of its own. */
export function LicenceAlertCard() {
  const can = useHasPermission()(QUALIFICATIONS_PERMISSION);
  const alerts = useExpiryAlerts({ enabled: can });
  const { words, line } = useAlertText();
  const data = can ? alerts.data : undefined;
  if (!data || data.alerts.length === 0) return null;
  return (
    <Col xs={24}>
      <Card
        size="small"
        title={words.title}
        extra={<Link to={QUALIFICATIONS_PATH}>{words.open}</Link>}
        data-testid="licence-alert-card"
      >
        {data.rx_sale_blocked === 1 && (
          <Alert type="error" showIcon title={words.rxBlocked} style={{ marginBottom: 8 }} />
        )}
        {data.alerts.map((a) => (
          <Alert
            key={`${a.kind}-${a.id ?? 0}`}
            type={a.daily ? 'error' : 'warning'}
            showIcon
            title={line(a)}
            style={{ marginBottom: 8 }}
          />
        ))}
      </Card>
    </Col>
  );
}

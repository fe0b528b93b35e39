import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../shared/feedback/feedback.ts';
import { useHasPermission } from '../../shared/permissions/permissions-context.ts';
import { useAlertText } from '../../shared/qualifications/alert-text.ts';
import { dailyNoticeDue, noticeStamp, noticeStorageKey } from '../../shared/qualifications/daily-notice.ts';
import {
  QUALIFICATIONS_PATH,
  QUALIFICATIONS_PERMISSION,
  useExpiryAlerts,
} from '../../shared/qualifications/expiry-alerts.ts';

const NOTICE_KEY = 'rx-licence-expiry';

/** Top bar: the founder's licence alert (issue 24) — a badge while any licence is within 180 days
 * of its end, expired or missing, listing them; and, while one is within 30 days (or expired /
 * missing), a notice once per Shanghai day that closing only silences until the next day. */
export function LicenceAlertIndicator({ shopId }: { shopId: number }) {
  const can = useHasPermission()(QUALIFICATIONS_PERMISSION);
  const alerts = useExpiryAlerts({ enabled: can });
  const { words, line } = useAlertText();
  const navigate = useNavigate();
  const data = can ? alerts.data : undefined;

  useEffect(() => {
    if (!data) return;
    const key = noticeStorageKey(shopId);
    if (!dailyNoticeDue(data, localStorage.getItem(key))) return;
    localStorage.setItem(key, noticeStamp(data));
    notify((n) =>
      n.warning({
        key: NOTICE_KEY,
        placement: 'bottomRight',
        duration: 0,
        title: words.noticeTitle,
        description: (
          <div data-testid="licence-alert-notice">
            {data.alerts
              .filter((a) => a.daily === 1)
              .map((a) => (
                <div key={`${a.kind}-${a.id ?? 0}`}>{line(a)}</div>
              ))}
          </div>
        ),
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              notify((x) => x.destroy(NOTICE_KEY));
              void navigate(QUALIFICATIONS_PATH);
            }}
          >
            {words.open}
          </Button>
        ),
      }),
    );
    // Shown once per day and alert set; words follow the language at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, shopId]);

  if (!data || data.alerts.length === 0) return null;
  const daily = data.alerts.some((a) => a.daily === 1);
  const content = (
    <div style={{ maxWidth: 360 }} data-testid="licence-alert-list">
      {data.rx_sale_blocked === 1 && (
        <Typography.Paragraph type="danger">{words.rxBlocked}</Typography.Paragraph>
      )}
      {data.alerts.map((a) => (
        <Typography.Paragraph key={`${a.kind}-${a.id ?? 0}`} type={a.daily ? 'danger' : 'warning'}>
          {line(a)}
        </Typography.Paragraph>
      ))}
      <Link to={QUALIFICATIONS_PATH}>{words.open}</Link>
    </div>
  );
  return (
    <Popover title={words.title} content={content} trigger={['hover', 'click']} placement="bottomRight">
      <Button type="text" aria-label={words.title} data-testid="licence-alert-indicator">
        <Badge count={data.alerts.length} size="small" color={daily ? '#ff4d4f' : '#faad14'}>
          <SafetyCertificateOutlined style={{ fontSize: 18, color: daily ? '#ff4d4f' : '#faad14' }} />
        </Badge>
      </Button>
    </Popover>
  );
}

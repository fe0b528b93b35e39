import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { AuditRecord } from '@rxdesk/contract/prescription/prescription';
import { Card, Empty, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { problemLabel } from '../../lib/labels.ts';

/** Every audit decision on this prescription (append-only), with the pharmacist's signature. */
export function AuditHistory({ audits }: { audits: AuditRecord[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Card size="small" title={t('prescription.history.title')}>
      {audits.length === 0 ? (
        <Empty description={t('prescription.history.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Timeline
          items={audits.map((audit) => ({
            key: audit.id,
            color: audit.result === 1 ? 'green' : 'red',
            content: (
              <div data-testid="rx-audit-record">
                <Tag color={audit.result === 1 ? 'green' : 'red'}>{audit.result_text}</Tag>
                {t('prescription.history.by', {
                  name: audit.pharmacist_name,
                  time: unixToDateString(audit.audit_time),
                  minutes: audit.audit_duration,
                })}
                {audit.reject_codes.length > 0 && (
                  <div>{audit.reject_codes.map((code) => problemLabel(code, lang)).join('；')}</div>
                )}
                {audit.reject_reason && (
                  <Typography.Text type="secondary">{audit.reject_reason}</Typography.Text>
                )}
                {audit.signature && (
                  <div>
                    <img
                      className="rx-audit__signature"
                      src={audit.signature}
                      alt={t('prescription.history.signature', { name: audit.pharmacist_name })}
                    />
                  </div>
                )}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}

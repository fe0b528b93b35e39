import type { LicenceRecord } from '@rxdesk/contract/settings/qualifications';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<LicenceRecord['status'], string> = {
  VALID: 'success',
  EXPIRING: 'warning',
  URGENT: 'error',
  EXPIRED: 'error',
  NOT_YET_VALID: 'default',
};

/** A licence's standing today (Shanghai), with the days left when it is near its end. */
export function LicenceStatusTag({ record }: { record: Pick<LicenceRecord, 'status' | 'days_left'> }) {
  const { t } = useTranslation();
  const key = record.status === 'URGENT' && record.days_left === 0 ? 'URGENT_today' : record.status;
  return (
    <Tag color={COLOR[record.status]} data-testid="licence-status">
      {t(`qualifications.status.${key}`, { days: record.days_left ?? 0 })}
    </Tag>
  );
}

/** "2024-01-01 ~ 2029-12-31", or "2024-01-01 ~ 长期". */
export function validityText(
  r: Pick<LicenceRecord, 'valid_from' | 'valid_until' | 'permanent'>,
  permanentWord: string,
) {
  return `${r.valid_from} ~ ${r.permanent === 1 || !r.valid_until ? permanentWord : r.valid_until}`;
}

import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import {
  complaintStatusColor,
  complaintStatusLabel,
  refundStatusColor,
  refundStatusLabel,
  serviceStatusColor,
  serviceStatusLabel,
} from '../lib/labels.ts';

export function CaseStatusTag({ status }: { status: string }) {
  const lang = useLang();
  return (
    <Tag color={serviceStatusColor(status)} data-testid="case-status">
      {serviceStatusLabel(status, lang)}
    </Tag>
  );
}

/** The case waits for the shop's next step (the top-bar counter counts it). */
export function AwaitingTag({ awaiting }: { awaiting: number }) {
  const { t } = useTranslation();
  return awaiting === 1 ? <Tag color="volcano">{t('after-sale.list.awaiting')}</Tag> : null;
}

export function RefundStatusTag({ status }: { status: string }) {
  const lang = useLang();
  return (
    <Tag color={refundStatusColor(status)} data-testid="refund-status">
      {refundStatusLabel(status, lang)}
    </Tag>
  );
}

export function ComplaintStatusTag({ status }: { status: string }) {
  const lang = useLang();
  return (
    <Tag color={complaintStatusColor(status)} data-testid="complaint-status">
      {complaintStatusLabel(status, lang)}
    </Tag>
  );
}

/** A new complaint past its reply deadline. */
export function OverdueTag({ overdue }: { overdue: number }) {
  const { t } = useTranslation();
  return overdue === 1 ? <Tag color="red">{t('after-sale.complaints.overdue')}</Tag> : null;
}

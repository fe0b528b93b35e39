import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusColor, statusLabel } from '../lib/labels.ts';
import { useLang } from '../lib/use-lang.ts';

/** The order status as a coloured tag, in the contract's zh / en wording. */
export function OrderStatusTag({ status }: { status: string }) {
  const lang = useLang();
  return (
    <Tag color={statusColor(status)} data-testid="order-status">
      {statusLabel(status, lang)}
    </Tag>
  );
}

/** Prescription orders carry a red Rx tag wherever the order is shown. */
export function RxTag({ isPrescription }: { isPrescription: number }) {
  const { t } = useTranslation();
  return isPrescription === 1 ? <Tag color="red">{t('orders.list.rx')}</Tag> : null;
}

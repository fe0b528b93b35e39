import {
  COMPLAINT_ESCALATE_DAYS,
  COMPLAINT_REPLY_HOURS,
  type ComplaintDetail,
} from '@rxdesk/contract/after-sale/complaints';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { ORDER_STATUS_LABELS } from '@rxdesk/contract/orders/order-status';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { labelFrom } from '../../../../shared/labels/enum-label.ts';
import { orderDetailHref } from '../../../../shared/orders/order-links.ts';

/** The order complained about, the buyer, and the time limits: reply within 24 hours, after a
 * reply the buyer may escalate to the platform for 7 days. */
export function ComplaintInfo({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { order } = complaint;
  return (
    <Card title={t('after-sale.complaints.info')} size="small" data-testid="complaint-info">
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={[
          {
            key: 'order',
            label: t('after-sale.order.sn'),
            children: <Link to={orderDetailHref(order.sn)}>{order.sn}</Link>,
          },
          {
            key: 'status',
            label: t('after-sale.order.status'),
            children: labelFrom(ORDER_STATUS_LABELS, order.status, lang),
          },
          { key: 'goods', label: t('after-sale.columns.goods'), children: order.goods_names },
          { key: 'price', label: t('after-sale.order.price'), children: formatYuan(order.order_price) },
          {
            key: 'buyer',
            label: t('after-sale.detail.buyer'),
            children: `${complaint.buyer_name} ${complaint.buyer_mobile}`,
          },
          {
            key: 'created',
            label: t('after-sale.complaints.createTime'),
            children: unixToDateString(complaint.create_time),
          },
          {
            key: 'reply',
            label: t('after-sale.complaints.replyDeadline', { hours: COMPLAINT_REPLY_HOURS }),
            children: unixToDateString(complaint.reply_deadline),
          },
          ...(complaint.escalate_deadline !== null
            ? [
                {
                  key: 'escalate',
                  label: t('after-sale.complaints.escalateDeadline', { days: COMPLAINT_ESCALATE_DAYS }),
                  children: unixToDateString(complaint.escalate_deadline),
                },
              ]
            : []),
          ...(complaint.escalate_reason
            ? [
                {
                  key: 'escalateReason',
                  label: t('after-sale.complaints.escalateReason'),
                  children: complaint.escalate_reason,
                },
              ]
            : []),
          ...(complaint.close_remark
            ? [
                {
                  key: 'closeRemark',
                  label: t('after-sale.complaints.closeRemark'),
                  children: complaint.close_remark,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

import type { OrderDetail } from '@rxdesk/contract/orders/orders';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { reportRequestError } from '../../../../shared/http/report-error.ts';
import { useOrderInvoices } from '../../api/get-order-invoices.ts';
import { useOrderPrescription } from '../../api/get-order-prescription.ts';
import { useOrderPromotion } from '../../api/get-order-promotion.ts';
import { useUpdateCourierMessage } from '../../api/update-courier-message.ts';
import { useUpdateIsMeituan } from '../../api/update-is-meituan.ts';
import { BuyerSection } from '../../components/order-detail/buyer-section.tsx';
import { CourierMessage } from '../../components/order-detail/courier-message.tsx';
import { InvoiceSection } from '../../components/order-detail/invoice-section.tsx';
import { LogisticsSection } from '../../components/order-detail/logistics-section.tsx';
import { PaymentSection } from '../../components/order-detail/payment-section.tsx';
import { TraceSection } from '../../components/order-detail/trace-section.tsx';
import { SectionState } from '../../components/order-detail/section-state.tsx';
import { PrescriptionInfo, PrintInfo, SideCard } from '../../components/order-detail/side-sections.tsx';
import { PromotionDetails } from '../../components/order-detail/promotion-details.tsx';
import { canDo } from '../../lib/order-actions.ts';

/** The detail page's right column: people, payment, delivery, prescription, receipt, courier
 * note and promotions. The Meituan switch and the courier note are edited in place. */
export function DetailSide({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const prescription = useOrderPrescription(order.sn);
  const promotion = useOrderPromotion(order.sn);
  const invoices = useOrderInvoices(order.sn);
  const meituan = useUpdateIsMeituan();
  const courier = useUpdateCourierMessage();
  const done = () => toast.success(t('orders.actions.success'));

  async function saveCourierMessage(message: string) {
    try {
      await courier.mutateAsync({ sn: order.sn, message });
      done();
    } catch (error) {
      reportRequestError(error);
      throw error;
    }
  }

  return (
    <>
      <BuyerSection order={order} />
      <PaymentSection order={order} />
      <LogisticsSection
        order={order}
        meituanEditable={canDo(order.allowed_actions, 'updateIsMeituan')}
        meituanSaving={meituan.isPending}
        onMeituanChange={(on) =>
          meituan.mutate({ sn: order.sn, isMeituan: on }, { onSuccess: done, onError: reportRequestError })
        }
      />
      {order.shipping_type === 'EXPRESS' && <TraceSection order={order} />}
      <SideCard title={t('orders.detail.courier')} testId="order-courier">
        <CourierMessage
          key={order.courier_message}
          value={order.courier_message}
          editable={canDo(order.allowed_actions, 'courierMessage')}
          saving={courier.isPending}
          onSave={saveCourierMessage}
        />
      </SideCard>
      <SideCard title={t('orders.detail.prescription')}>
        <SectionState query={prescription}>{(rx) => <PrescriptionInfo rx={rx} />}</SectionState>
      </SideCard>
      <SideCard title={t('orders.invoice.heading')} testId="order-invoice">
        <SectionState query={invoices}>{(rows) => <InvoiceSection rows={rows} />}</SectionState>
      </SideCard>
      <SideCard title={t('orders.detail.print')}>
        <PrintInfo order={order} />
      </SideCard>
      <SideCard title={t('orders.detail.promotions')}>
        <SectionState query={promotion}>{(data) => <PromotionDetails promotion={data} />}</SectionState>
      </SideCard>
    </>
  );
}

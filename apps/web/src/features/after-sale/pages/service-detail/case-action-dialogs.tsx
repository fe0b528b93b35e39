import { refuseBody } from '@rxdesk/contract/after-sale/after-sale';
import type { AfterSaleDetail, ServiceAction } from '@rxdesk/contract/after-sale/after-sale';
import { useTranslation } from 'react-i18next';
import { useExpressCompanies } from '../../../../shared/shipping/express-companies.ts';
import { useApproveAfterSale } from '../../api/approve-after-sale.ts';
import { useCloseAfterSale } from '../../api/close-after-sale.ts';
import { useRefundAfterSale } from '../../api/refund-after-sale.ts';
import { useRefuseAfterSale } from '../../api/refuse-after-sale.ts';
import { useReshipAfterSale } from '../../api/reship-after-sale.ts';
import { useShipBackAfterSale } from '../../api/ship-back-after-sale.ts';
import { useStockInAfterSale } from '../../api/stock-in-after-sale.ts';
import { ApproveDialog } from '../../components/case-actions/approve-dialog.tsx';
import { ReasonDialog } from '../../../../shared/components/dialogs/reason-dialog.tsx';
import { RefundDialog } from '../../components/case-actions/refund-dialog.tsx';
import { ShipmentDialog } from '../../components/case-actions/shipment-dialog.tsx';
import { StockInDialog } from '../../components/case-actions/stock-in-dialog.tsx';
import { refundMethodsFor } from '../../lib/case-actions.ts';

/* Each case action wires its endpoint to its dialog. Values are trimmed here; the dialogs have
 * already checked them with the contract's rules, and the server checks them again. */

export interface CaseActionProps {
  detail: AfterSaleDetail;
  open: boolean;
  /** Success: the host says 操作成功 and closes the dialog. */
  onDone: () => void;
  onCancel: () => void;
  afterClose: () => void;
}

function frame({ open, onCancel, afterClose }: CaseActionProps, submitting: boolean) {
  return { open, onCancel, afterClose, submitting };
}

function ApproveAction(props: CaseActionProps) {
  const mutation = useApproveAfterSale();
  return (
    <ApproveDialog
      {...frame(props, mutation.isPending)}
      detail={props.detail}
      onSubmit={async (values) => {
        const amount = values.approved_amount?.trim();
        await mutation.mutateAsync({
          serviceSn: props.detail.service_sn,
          body: { ...(amount ? { approved_amount: amount } : {}), remark: (values.remark ?? '').trim() },
        });
        props.onDone();
      }}
    />
  );
}

function RefuseAction(props: CaseActionProps) {
  const { t } = useTranslation();
  const mutation = useRefuseAfterSale();
  return (
    <ReasonDialog
      {...frame(props, mutation.isPending)}
      name="case-refuse"
      title={t('after-sale.dialogs.refuseTitle')}
      label={t('after-sale.dialogs.refuseReason')}
      notice={t('after-sale.dialogs.refuseWarning')}
      noticeType="warning"
      rule={refuseBody.shape.reason}
      onSubmit={async (values) => {
        await mutation.mutateAsync({
          serviceSn: props.detail.service_sn,
          body: { reason: values.reason.trim() },
        });
        props.onDone();
      }}
    />
  );
}

function CloseAction(props: CaseActionProps) {
  const { t } = useTranslation();
  const mutation = useCloseAfterSale();
  return (
    <ReasonDialog
      {...frame(props, mutation.isPending)}
      name="case-close"
      title={t('after-sale.dialogs.closeTitle')}
      label={t('after-sale.dialogs.closeReason')}
      notice={t('after-sale.dialogs.closeWarning')}
      noticeType="warning"
      rule={refuseBody.shape.reason}
      onSubmit={async (values) => {
        await mutation.mutateAsync({
          serviceSn: props.detail.service_sn,
          body: { reason: values.reason.trim() },
        });
        props.onDone();
      }}
    />
  );
}

function ShipmentAction(props: CaseActionProps & { kind: 'shipBack' | 'reship' }) {
  const { t } = useTranslation();
  const shipBack = useShipBackAfterSale();
  const reship = useReshipAfterSale();
  const mutation = props.kind === 'shipBack' ? shipBack : reship;
  const companies = useExpressCompanies();
  return (
    <ShipmentDialog
      {...frame(props, mutation.isPending)}
      name={`case-${props.kind}`}
      title={t(`after-sale.dialogs.${props.kind}Title`)}
      hint={t(`after-sale.dialogs.${props.kind}Hint`)}
      companies={companies.data ?? []}
      companiesFailed={companies.isError}
      onSubmit={async (values) => {
        await mutation.mutateAsync({
          serviceSn: props.detail.service_sn,
          body: { express_code: values.express_code, waybill_no: values.waybill_no.trim() },
        });
        props.onDone();
      }}
    />
  );
}

function StockInAction(props: CaseActionProps) {
  const mutation = useStockInAfterSale();
  return (
    <StockInDialog
      {...frame(props, mutation.isPending)}
      lines={props.detail.lines}
      onSubmit={async (values) => {
        await mutation.mutateAsync({
          serviceSn: props.detail.service_sn,
          body: { remark: (values.remark ?? '').trim() },
        });
        props.onDone();
      }}
    />
  );
}

function RefundAction(props: CaseActionProps) {
  const { t } = useTranslation();
  const mutation = useRefundAfterSale();
  const methods = refundMethodsFor(props.detail.order.payment_type);
  return (
    <RefundDialog
      {...frame(props, mutation.isPending)}
      name="case-refund"
      title={t('after-sale.dialogs.refundTitle')}
      amount={props.detail.approved_amount ?? props.detail.refundable_amount}
      methods={methods}
      initialMethod={methods[0] ?? 'OFFLINE'}
      onSubmit={async (values) => {
        await mutation.mutateAsync({
          serviceSn: props.detail.service_sn,
          body: { method: values.method, note: (values.note ?? '').trim() },
        });
        props.onDone();
      }}
    />
  );
}

/** The dialog of one case action. */
export function CaseActionDialog({ action, ...props }: CaseActionProps & { action: ServiceAction }) {
  switch (action) {
    case 'approve':
      return <ApproveAction {...props} />;
    case 'refuse':
      return <RefuseAction {...props} />;
    case 'close':
      return <CloseAction {...props} />;
    case 'shipBack':
    case 'reship':
      return <ShipmentAction kind={action} {...props} />;
    case 'stockIn':
      return <StockInAction {...props} />;
    case 'refund':
      return <RefundAction {...props} />;
  }
}

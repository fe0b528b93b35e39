import { REFUND_SERVICE_TYPES } from '@rxdesk/contract/after-sale/after-sale';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { POINT_SERVICE_LIST_PATH, serviceListHref } from '../../../../shared/after-sale/after-sale-links.ts';
import { DetailScreen, detailLabels } from '../../../../shared/details/detail-screen.tsx';
import { useAfterSale } from '../../api/get-after-sale.ts';
import { CaseHeader } from '../../components/case-detail/case-header.tsx';
import { CaseHistory } from '../../components/case-detail/case-history.tsx';
import { CaseInfo } from '../../components/case-detail/case-info.tsx';
import { CaseLines } from '../../components/case-detail/case-lines.tsx';
import { CaseLogistics } from '../../components/case-detail/case-logistics.tsx';
import { CaseOrder } from '../../components/case-detail/case-order.tsx';
import { CaseRefund } from '../../components/case-detail/case-refund.tsx';
import { useCaseActions } from './use-case-actions.tsx';
import '../../components/after-sale.css';

/** /after-sale/service-detail/:service_sn (also /order/after-sale/service-detail/:as_order_sn, the
 * top bar's link) — the case, its goods and evidence, parcels, refund, history and order, and a
 * button for each action its state allows. */
export function ServiceDetailPage() {
  return <ServiceDetailScreen backTo={serviceListHref()} />;
}

/** /pointsOrder/pointAfterSale/service-detail/:service_sn — a points order's case (issue 22). */
export function PointServiceDetailPage() {
  return <ServiceDetailScreen backTo={POINT_SERVICE_LIST_PATH} />;
}

function ServiceDetailScreen({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const serviceSn = params.service_sn ?? params.as_order_sn ?? '';
  const detail = useAfterSale(serviceSn);
  const actions = useCaseActions(detail.data);

  return (
    <DetailScreen query={detail} rows={8} labels={detailLabels(t, 'after-sale.detail')} backTo={backTo}>
      {(data) => {
        return (
          <div className="rx-after-sale-detail">
            <CaseHeader detail={data} onAction={actions.start} />
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={16} className="rx-after-sale-detail__column">
                <CaseInfo detail={data} />
                <CaseLines
                  lines={data.lines}
                  showRefundable={REFUND_SERVICE_TYPES.includes(data.service_type)}
                />
                <CaseLogistics detail={data} />
                {data.refund && <CaseRefund refund={data.refund} />}
              </Col>
              <Col xs={24} xl={8} className="rx-after-sale-detail__column">
                <CaseOrder order={data.order} />
                <CaseHistory history={data.history} />
              </Col>
            </Row>
            {actions.dialog}
          </div>
        );
      }}
    </DetailScreen>
  );
}

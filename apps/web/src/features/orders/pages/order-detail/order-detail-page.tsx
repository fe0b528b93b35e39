import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DetailScreen, detailLabels } from '../../../../shared/details/detail-screen.tsx';
import { orderDetailHref, orderListHref } from '../../../../shared/orders/order-links.ts';
import { useOrderDetail } from '../../api/get-order-detail.ts';
import { useOrderFlow } from '../../api/get-order-flow.ts';
import { useNewerOrder } from '../../api/get-newer-order.ts';
import { useOlderOrder } from '../../api/get-older-order.ts';
import { AmountsSection } from '../../components/order-detail/amounts-section.tsx';
import { DetailHeader } from '../../components/order-detail/detail-header.tsx';
import { GoodsSection } from '../../components/order-detail/goods-section.tsx';
import { StatusSteps } from '../../components/order-detail/status-steps.tsx';
import { useOrderActions } from '../order-actions/use-order-actions.tsx';
import { AfterSalePanel } from './after-sale-panel.tsx';
import { DetailSide } from './detail-side.tsx';
import { LogPanel } from './log-panel.tsx';
import { SubOrdersPanel } from './sub-orders-panel.tsx';
import '../../components/orders.css';

/** /order/detail/:sn (and details/:sn) — the whole order, its history and every allowed action. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { sn = '' } = useParams();
  const navigate = useNavigate();
  const detail = useOrderDetail(sn);
  const flow = useOrderFlow(sn);
  const newer = useNewerOrder(sn);
  const older = useOlderOrder(sn);
  const actions = useOrderActions();

  return (
    <DetailScreen query={detail} rows={8} labels={detailLabels(t, 'orders.detail')} backTo={orderListHref()}>
      {(order) => {
        return (
          <div className="rx-order-detail">
            <DetailHeader
              order={order}
              newerSn={newer.data?.sn}
              olderSn={older.data?.sn}
              onOpen={(next) => void navigate(orderDetailHref(next))}
              onAction={(action) => actions.start(order, action)}
            />
            <StatusSteps flow={flow.data} order={order} />
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={16} className="rx-order-detail__column">
                <GoodsSection items={order.items} />
                <SubOrdersPanel sn={sn} />
                <AmountsSection order={order} />
                <AfterSalePanel sn={sn} />
                <LogPanel sn={sn} />
              </Col>
              <Col xs={24} xl={8} className="rx-order-detail__column">
                <DetailSide order={order} />
              </Col>
            </Row>
            {actions.dialog}
          </div>
        );
      }}
    </DetailScreen>
  );
}

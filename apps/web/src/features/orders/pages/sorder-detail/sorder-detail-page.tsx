import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailScreen, detailLabels } from '../../../../shared/details/detail-screen.tsx';
import { useSorderDetail } from '../../api/get-sorder-detail.ts';
import { LogSection, LogTimeline } from '../../components/order-detail/log-timeline.tsx';
import { SorderGoods } from '../../components/sorder-detail/sorder-goods.tsx';
import { SorderHeader } from '../../components/sorder-detail/sorder-header.tsx';
import { SorderSide } from '../../components/sorder-detail/sorder-side.tsx';
import { SorderSteps } from '../../components/sorder-detail/sorder-steps.tsx';
import { SORDER_LIST_PATH } from '../../lib/sorder-links.ts';
import { useSorderActions } from '../sorder-actions/use-sorder-actions.tsx';
import '../../components/orders.css';

/** /order/sdetail/:ssid/:sn — one drop-ship sub-order: steps, lines, supplier, logistics, log, the
 * parent order, and the actions its state allows (each asks first). */
export function SorderDetailPage() {
  const { t } = useTranslation();
  const { ssid = '', sn = '' } = useParams();
  const detail = useSorderDetail(ssid, sn);
  const actions = useSorderActions();

  return (
    <DetailScreen
      query={detail}
      rows={8}
      labels={detailLabels(t, 'orders.sorders.detail', { back: 'orders.detail.back' })}
      backTo={SORDER_LIST_PATH}
    >
      {(so) => {
        return (
          <div className="rx-order-detail">
            <SorderHeader
              so={so}
              onAction={(action) => actions.start({ ssid: so.ssid, sn: so.order_sn }, action)}
            />
            <SorderSteps so={so} />
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={16} className="rx-order-detail__column">
                <SorderGoods so={so} />
                <LogSection>
                  <LogTimeline entries={so.logs} />
                </LogSection>
              </Col>
              <Col xs={24} xl={8} className="rx-order-detail__column">
                <SorderSide so={so} />
              </Col>
            </Row>
            {actions.dialog}
          </div>
        );
      }}
    </DetailScreen>
  );
}

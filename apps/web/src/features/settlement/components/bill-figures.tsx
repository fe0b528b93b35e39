import type { BillDetail, BillFigures } from '@rxdesk/contract/settlement/settlement';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const SHOWN: (keyof BillFigures)[] = [
  'online_income',
  'online_refund',
  'commission',
  'commission_returned',
  'cod_income',
  'cod_refund',
  'promotion_cost',
  'points_cash',
];

/** The bill's figures as cards, the net receivable first, with the formula that makes it. */
export function BillFiguresCards({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  return (
    <Card size="small">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={6}>
          <Statistic
            title={t('settlement.figures.net_receivable')}
            value={bill.net_receivable}
            precision={2}
            prefix="¥"
            valueStyle={{ color: '#cf1322' }}
            data-testid="bill-net"
          />
        </Col>
        {SHOWN.map((k) => (
          <Col key={k} xs={12} md={4}>
            <Statistic title={t(`settlement.figures.${k}`)} value={bill[k]} precision={2} prefix="¥" />
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('settlement.detail.formula')}
      </Typography.Paragraph>
    </Card>
  );
}

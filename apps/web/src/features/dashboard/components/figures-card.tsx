import type { DashboardFigures } from '@rxdesk/contract/statistics/dashboard';
import { Button, Card, Col, Result, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

const FIGURES = ['orders', 'amount', 'members', 'units'] as const;

interface Props {
  figures: { today: DashboardFigures; yesterday: DashboardFigures } | undefined;
  failed: boolean;
  refreshing: boolean;
  onRetry: () => void;
}

/** 今日概况: today's paid orders, amount, members and units, each with yesterday's beside it. */
export function FiguresCard({ figures, failed, refreshing, onRetry }: Props) {
  const { t } = useTranslation();
  const show = (key: (typeof FIGURES)[number], value: number) =>
    key === 'amount' ? value.toFixed(2) : String(value);
  return (
    <Card
      className="rx-dashboard__card"
      title={t('dashboardFigures.figures.title')}
      aria-busy={refreshing}
      data-testid="dashboard-figures"
    >
      {figures ? (
        <>
          <Row gutter={[16, 16]}>
            {FIGURES.map((key) => (
              <Col xs={12} md={6} key={key}>
                <Statistic
                  title={`${t('dashboardFigures.figures.today')} · ${t(`dashboardFigures.figures.${key}`)}`}
                  value={show(key, figures.today[key])}
                  data-testid={`dashboard-figure-${key}`}
                />
                <span className="rx-dashboard__muted">
                  {t('dashboardFigures.figures.vsYesterday', { value: show(key, figures.yesterday[key]) })}
                </span>
              </Col>
            ))}
          </Row>
          <p className="rx-dashboard__muted rx-dashboard__hint">{t('dashboardFigures.figures.hint')}</p>
        </>
      ) : failed ? (
        <Result
          status="warning"
          title={t('dashboardFigures.figures.loadFailed')}
          extra={
            <Button onClick={onRetry} loading={refreshing}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}

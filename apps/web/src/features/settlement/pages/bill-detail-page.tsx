// The settlement messages (server refusals), registered with this lazy chunk.
import '@rxdesk/contract/settlement/settlement-messages';
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { saveBlob } from '../../../shared/download/save-blob.ts';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';
import { useConfirmBill } from '../api/confirm-bill.ts';
import { exportBill } from '../api/export-bill.ts';
import { useBill } from '../api/get-bill.ts';
import { BillFiguresCards } from '../components/bill-figures.tsx';
import { BillItemsTable } from '../components/bill-items-table.tsx';
import { BillStateTag } from '../components/bill-state-tag.tsx';
import { periodText, timeText, yuan } from '../lib/format.ts';
import { BILL_LIST_PATH } from '../lib/settlement-links.ts';

/** /settlement/settlement-detail/:sn — a bill: its figures and formula, its lines in 订单 / 退款 /
 * 调整 tabs, 本期结算无误 (NEW only, after a confirm dialog) and the Excel export. */
export function BillDetailPage() {
  const { t } = useTranslation();
  const sn = useParams().sn ?? '';
  const bill = useBill(sn);
  const confirm = useConfirmBill();
  const [exporting, setExporting] = useState(false);

  if (bill.isPending) return <Skeleton active />;
  if (bill.isError || !bill.data)
    return (
      <Result
        status="404"
        title={t('settlement.detail.notFound')}
        extra={<Link to={BILL_LIST_PATH}>{t('settlement.detail.back')}</Link>}
      />
    );
  const b = bill.data;

  const onConfirm = () =>
    void openModal('confirm', {
      title: t('settlement.detail.confirmTitle'),
      content: t('settlement.detail.confirmContent', { net: yuan(b.net_receivable) }),
      okText: t('settlement.detail.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await confirm
          .mutateAsync(b.sn)
          .then(() => toast.success(t('settlement.detail.confirmed')))
          .catch(() => undefined);
      },
    });
  const onExport = async () => {
    setExporting(true);
    try {
      const file = await exportBill(b.sn);
      saveBlob(file.blob, file.fileName);
      toast.success(t('settlement.detail.exported', { rows: file.rows }));
    } catch {
      // The download reported its failure already (the client's error toast).
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex vertical gap={12} data-testid="bill-detail-page">
      <Card
        size="small"
        title={t('settlement.detail.title', { sn: b.sn })}
        extra={
          <Space>
            {b.allowed_actions.includes('confirm') && (
              <Button
                type="primary"
                onClick={onConfirm}
                loading={confirm.isPending}
                data-testid="bill-confirm"
              >
                {t('settlement.detail.confirm')}
              </Button>
            )}
            <Button onClick={() => void onExport()} loading={exporting} data-testid="bill-export">
              {t('settlement.detail.export')}
            </Button>
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('settlement.detail.period')}>
            {periodText(b.period_start, b.period_end)}
          </Descriptions.Item>
          <Descriptions.Item label={t('settlement.detail.state')}>
            <BillStateTag state={b.state} />
          </Descriptions.Item>
          <Descriptions.Item
            label={t('settlement.detail.rate')}
          >{`${b.commission_bp / 100}%`}</Descriptions.Item>
          <Descriptions.Item label={t('settlement.detail.createTime')}>
            {timeText(b.create_time)}
          </Descriptions.Item>
          <Descriptions.Item label={t('settlement.detail.confirmTime')}>
            {timeText(b.confirm_time)}
            {b.confirmed_by ? `（${b.confirmed_by}）` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('settlement.detail.paidTime')}>
            {timeText(b.paid_time)}
            {b.paid_remark ? `（${b.paid_remark}）` : ''}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <BillFiguresCards bill={b} />
      <Card size="small">
        <Tabs
          destroyOnHidden
          items={(['ORDER', 'REFUND', 'ADJUST'] as const).map((type) => ({
            key: type,
            label: <span data-testid={`bill-tab-${type}`}>{t(`settlement.items.${type}`)}</span>,
            children: (
              <>
                {type === 'ADJUST' && (
                  <Alert
                    type="info"
                    showIcon
                    style={{ marginBottom: 8 }}
                    message={t('settlement.items.adjustHint')}
                  />
                )}
                <BillItemsTable sn={b.sn} type={type} />
              </>
            ),
          }))}
        />
      </Card>
    </Flex>
  );
}

import type { Waybill } from '@rxdesk/contract/logistics/waybills';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { failureMessage } from '../../../../shared/http/error-message.ts';
import { useExpressCompanies } from '../../../../shared/shipping/express-companies.ts';
import { createWaybills } from '../../api/create-waybills.ts';
import { getOrderBatchNumbers } from '../../api/get-order-batch-numbers.ts';
import { orderKeys } from '../../api/order-keys.ts';
import { setoutOrder } from '../../api/setout-order.ts';
import { printWaybills } from './print-waybills.ts';

/** One order's progress through the batch: waybill → printed → shipped; a failure stops it. */
interface Row {
  sn: string;
  waybill?: Waybill;
  error?: string;
  printed?: boolean;
  shipped?: boolean;
}

type Step = 'create' | 'print' | 'ship';

/**
 * 批量电子面单: the chosen orders get an e-waybill each from the chosen company, then all the
 * issued labels print (CLodop, 100 × 180 mm), then all those orders ship (setout with the company,
 * the waybill number and the FEFO batch numbers the ship dialog would fill in). Each order goes on
 * alone: one that failed a step is shown with its reason and left out of the later steps.
 */
export function WaybillBatchDialog({
  sns,
  open,
  onClose,
}: {
  sns: string[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const companies = useExpressCompanies({ enabled: open });
  const [code, setCode] = useState<string>();
  const [rows, setRows] = useState<Row[]>([]);
  const [busy, setBusy] = useState<Step | null>(null);
  const message = (e: unknown) => failureMessage(e, (k) => t(k));
  const update = (sn: string, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.sn === sn ? { ...r, ...patch } : r)));

  const create = async () => {
    if (!code) return;
    setBusy('create');
    try {
      const results = await createWaybills({ order_sns: sns, express_code: code });
      setRows(
        results.map((r) => ({ sn: r.order_sn, waybill: r.waybill, error: r.ok ? undefined : r.error })),
      );
    } catch (e) {
      toast.error(message(e));
    } finally {
      setBusy(null);
    }
  };

  const issued = rows.filter((r) => r.waybill && !r.error);
  const print = async () => {
    setBusy('print');
    try {
      const how = await printWaybills(
        issued.map((r) => r.waybill!),
        {
          receiver: t('orders.waybill.label.receiver'),
          sender: t('orders.waybill.label.sender'),
          goods: t('orders.waybill.label.goods'),
          order: t('orders.waybill.label.order'),
          remark: t('orders.waybill.label.remark'),
        },
      );
      if (how === 'browser') toast.info(t('orders.waybill.browserPrint'));
      setRows((rs) => rs.map((r) => (r.waybill && !r.error ? { ...r, printed: true } : r)));
    } catch (e) {
      toast.error(t('orders.waybill.printFailed', { reason: (e as Error).message }));
    } finally {
      setBusy(null);
    }
  };

  const ship = async () => {
    setBusy('ship');
    for (const r of issued.filter((x) => !x.shipped)) {
      try {
        const lines = await getOrderBatchNumbers(r.sn);
        if (lines.some((l) => l.batch_numbers.length === 0)) {
          update(r.sn, { error: t('orders.waybill.noBatch') });
          continue;
        }
        await setoutOrder({
          sn: r.sn,
          body: {
            express_code: r.waybill!.express_code,
            waybill_no: r.waybill!.waybill_no,
            batches: lines.map((l) => ({ item_id: l.item_id, batch_numbers: l.batch_numbers })),
          },
        });
        update(r.sn, { shipped: true });
      } catch (e) {
        update(r.sn, { error: message(e) });
      }
    }
    setBusy(null);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };

  const failed = rows.filter((r) => r.error).length;
  return (
    <Modal
      open={open}
      title={t('orders.waybill.batchTitle', { count: sns.length })}
      width={720}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      afterClose={() => {
        setRows([]);
        setCode(undefined);
      }}
      footer={
        <Space>
          <Button onClick={onClose}>{t('orders.waybill.close')}</Button>
          <Button
            onClick={() => void print()}
            disabled={!issued.length || busy !== null}
            loading={busy === 'print'}
          >
            {t('orders.waybill.printAll')}
          </Button>
          <Popconfirm
            title={t('orders.waybill.shipConfirm', { count: issued.filter((r) => !r.shipped).length })}
            onConfirm={() => void ship()}
            disabled={!issued.some((r) => !r.shipped) || busy !== null}
          >
            <Button
              type="primary"
              disabled={!issued.some((r) => !r.shipped) || busy !== null}
              loading={busy === 'ship'}
            >
              {t('orders.waybill.shipAll')}
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('orders.waybill.company')}>
          <Select
            aria-label={t('orders.waybill.company')}
            style={{ width: 240 }}
            placeholder={t('orders.waybill.companyPlaceholder')}
            loading={companies.isLoading}
            value={code}
            onChange={setCode}
            options={(companies.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          />
        </Form.Item>
        <Button
          type="primary"
          disabled={!code || busy !== null}
          loading={busy === 'create'}
          onClick={() => void create()}
        >
          {t('orders.waybill.create')}
        </Button>
      </Form>
      {rows.length > 0 && (
        <Alert
          style={{ marginBottom: 12 }}
          type={failed ? 'warning' : 'success'}
          title={t('orders.waybill.summary', { ok: rows.length - failed, failed })}
        />
      )}
      <Table<Row>
        aria-label={t('orders.waybill.result')}
        rowKey="sn"
        size="small"
        pagination={false}
        dataSource={rows.length ? rows : sns.map((sn) => ({ sn }))}
        columns={[
          { title: t('orders.waybill.orderSn'), dataIndex: 'sn' },
          { title: t('orders.waybill.waybillNo'), render: (_, r) => r.waybill?.waybill_no ?? '—' },
          {
            title: t('orders.waybill.result'),
            render: (_, r) =>
              r.error ? (
                <Tag color="error">{`${t('orders.waybill.failed')}：${r.error}`}</Tag>
              ) : r.shipped ? (
                <Tag color="success">{t('orders.waybill.shipped')}</Tag>
              ) : r.printed ? (
                <Tag color="processing">{t('orders.waybill.printed')}</Tag>
              ) : r.waybill ? (
                <Tag color="blue">{t('orders.waybill.created')}</Tag>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Modal>
  );
}

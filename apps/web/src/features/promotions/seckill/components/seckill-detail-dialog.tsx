import { Descriptions, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { useSeckill } from '../api/get-seckill.ts';
import { StateTag, windowText } from './activity-columns.tsx';
import { ActivitySkuTable } from './activity-sku-table.tsx';

/** A time-limited sale with its per-slot, per-SKU sold / quantity. */
export function SeckillDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const k = (key: string, o?: Record<string, unknown>) => t(`promotions.activity.${key}`, o);
  const detail = useSeckill(id);
  const d = detail.data;
  return (
    <Modal
      open={id !== null}
      title={k('detailTitle')}
      width={900}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={k('columns.title')}>{d.title}</Descriptions.Item>
            <Descriptions.Item label={k('columns.state')}>
              <StateTag state={d.state} lang={lang} />
            </Descriptions.Item>
            <Descriptions.Item label={k('columns.window')}>{windowText(d)}</Descriptions.Item>
            <Descriptions.Item label={k('columns.sold')}>{`${d.sold} / ${d.quantity}`}</Descriptions.Item>
            {d.close_reason ? (
              <Descriptions.Item label={k('closeLabel')}>{d.close_reason}</Descriptions.Item>
            ) : null}
          </Descriptions>
          <ActivitySkuTable skus={d.skus} />
        </>
      )}
    </Modal>
  );
}

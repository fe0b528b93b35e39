import { Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailScreen, detailLabels } from '../../../../shared/details/detail-screen.tsx';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { StateTag, windowText } from '../../seckill/components/activity-columns.tsx';
import { ActivitySkuTable } from '../../seckill/components/activity-sku-table.tsx';
import { useGroupBuy } from '../api/get-group-buy.ts';
import { GROUP_BUY_LIST_PATH } from './group-buy-links.ts';

/** /promotions/group-buy-goods/{id}?group_name= — one group buy's goods with their figures; its
 * tab title puts the group name first (§2). */
export function GroupBuyGoodsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const k = (key: string) => t(`promotions.activity.${key}`);
  const raw = useParams().id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  const detail = useGroupBuy(id === 0 ? null : id);
  return (
    <DetailScreen
      query={detail}
      rows={8}
      labels={detailLabels(t, 'promotions.activity')}
      backTo={GROUP_BUY_LIST_PATH}
      missing={id === 0}
    >
      {(d) => (
        <Flex vertical gap={16}>
          <Card>
            <Descriptions size="small" column={2}>
              <Descriptions.Item label={k('columns.groupName')}>{d.group_name}</Descriptions.Item>
              <Descriptions.Item label={k('columns.state')}>
                <StateTag state={d.state} lang={lang} />
              </Descriptions.Item>
              <Descriptions.Item label={k('columns.window')}>{windowText(d)}</Descriptions.Item>
              <Descriptions.Item label={k('columns.sold')}>{`${d.sold} / ${d.quantity}`}</Descriptions.Item>
              {d.close_reason ? (
                <Descriptions.Item label={k('closeLabel')}>{d.close_reason}</Descriptions.Item>
              ) : null}
            </Descriptions>
          </Card>
          <Card>
            <ActivitySkuTable skus={d.skus} />
          </Card>
        </Flex>
      )}
    </DetailScreen>
  );
}

import type { GoodsListRow } from '@rxdesk/contract/goods/catalogue';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TwoLines } from '../../../../shared/lists/list-columns.tsx';

const COLOR: Record<string, string> = {
  AWAITING_REVIEW: 'gold',
  REJECTED: 'red',
  OFF_SHELF: 'default',
  ON_SALE: 'green',
  RECYCLED: 'default',
};

/** The item's state (is_auth 0 待审核 / 2 审核拒绝, approved: 售卖中 or 已下架) with its reason
 * underneath: why it was rejected, why it went off shelf. */
export function GoodsStatus({ row }: { row: Pick<GoodsListRow, 'status' | 'auth_reason' | 'shelf_reason'> }) {
  const { t } = useTranslation();
  const reason =
    row.status === 'REJECTED' ? row.auth_reason : row.status === 'OFF_SHELF' ? row.shelf_reason : '';
  const tag = (
    <Tag color={COLOR[row.status] ?? 'default'} data-testid="goods-status">
      {t(`goods.status.${row.status}`)}
    </Tag>
  );
  return reason ? <TwoLines main={tag} note={reason} /> : tag;
}

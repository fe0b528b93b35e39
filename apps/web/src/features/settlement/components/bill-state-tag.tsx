import type { BillState } from '@rxdesk/contract/settlement/settlement';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<BillState, string> = { NEW: 'orange', CONFIRMED: 'blue', PAID: 'green' };

/** A bill's state as a coloured tag (已出账 / 已确认 / 已付款). */
export function BillStateTag({ state }: { state: BillState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} data-testid="bill-state">
      {t(`settlement.state.${state}`)}
    </Tag>
  );
}

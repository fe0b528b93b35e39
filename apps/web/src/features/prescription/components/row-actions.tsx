import type { PrescriptionOrderRow } from '@rxdesk/contract/prescription/prescription';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WechatMsgType } from '../api/send-wechat-msg.ts';
import { auditHref, detailHref, seeModelHref } from '../lib/links.ts';

interface Props {
  row: PrescriptionOrderRow;
  /** Called before following a link (the overdue dialog closes itself). */
  onNavigate?: () => void;
  onRemind: (row: PrescriptionOrderRow, type: WechatMsgType) => void;
}

/** A closed order gets no more reminders (the server refuses them too). */
const CLOSED = new Set(['CANCELLED', 'COMPLETE']);

/** The row's actions: audit (only when the §4 rule allows, as the server computed it), view,
 * the paper prescription, and the buyer reminders. */
export function RowActions({ row, onNavigate, onRemind }: Props) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      {row.can_audit === 1 && (
        <Link to={auditHref(row.sn)} onClick={onNavigate} data-testid="rx-audit-link">
          {t('prescription.actions.audit')}
        </Link>
      )}
      <Link to={detailHref(row.sn)} onClick={onNavigate}>
        {t('prescription.actions.view')}
      </Link>
      <Link to={seeModelHref(row.sn)} onClick={onNavigate}>
        {t('prescription.actions.paper')}
      </Link>
      {!CLOSED.has(row.order_status) && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: '1', label: t('prescription.actions.remindMedication') },
              { key: '2', label: t('prescription.actions.remindVoucher') },
            ],
            onClick: ({ key }) => onRemind(row, Number(key) as WechatMsgType),
          }}
        >
          <Button type="link" size="small" style={{ padding: 0 }}>
            {t('prescription.actions.remind')}
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}

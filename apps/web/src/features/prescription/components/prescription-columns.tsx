import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { PrescriptionOrderRow } from '@rxdesk/contract/prescription/prescription';
import { Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Lang } from '../../../shared/labels/enum-label.ts';
import type { WechatMsgType } from '../api/send-wechat-msg.ts';
import { detailHref } from '../lib/links.ts';
import { providerLabel, voucherLabel } from '../lib/labels.ts';
import { RowActions } from './row-actions.tsx';
import { OverdueTag, RxStateTag } from './rx-state-tag.tsx';
import { yuanColumn } from '../../../shared/lists/list-columns.tsx';

const time = (seconds: number | null) => (seconds ? unixToDateString(seconds) : '—');

export interface ColumnOptions {
  onRemind: (row: PrescriptionOrderRow, type: WechatMsgType) => void;
  /** Called before a row link is followed (the overdue dialog closes itself). */
  onNavigate?: () => void;
}

/** §2 overdue-dialog columns, in its order, shared by the dialog and the prescription list:
 * order number, order time, paid amount, medication reminder, last reminder time, medication
 * user, goods names, store, doctor, prescription number, hospital, auditing pharmacist, audit
 * time, audit duration (minutes), audit state, self-uploaded, payment method, order source,
 * action. */
export function prescriptionColumns(
  t: TFunction,
  lang: Lang,
  { onRemind, onNavigate }: ColumnOptions,
): TableColumnsType<PrescriptionOrderRow> {
  return [
    {
      key: 'sn',
      title: t('prescription.columns.sn'),
      width: 190,
      fixed: 'left',
      render: (_, row) => (
        <>
          <Link to={detailHref(row.sn)} onClick={onNavigate} data-testid="rx-sn">
            {row.sn}
          </Link>{' '}
          <OverdueTag overdue={row.is_overdue} />
        </>
      ),
    },
    {
      key: 'create_time',
      title: t('prescription.columns.createTime'),
      width: 165,
      render: (_, r) => time(r.create_time),
    },
    yuanColumn('pay_money', t('prescription.columns.payMoney'), 100, (row) => row.pay_money),
    {
      key: 'medical_remind_time',
      title: t('prescription.columns.medicalRemindTime'),
      width: 165,
      render: (_, row) => time(row.medical_remind_time),
    },
    {
      key: 'last_remind_time',
      title: t('prescription.columns.lastRemindTime'),
      width: 165,
      render: (_, row) => time(row.last_remind_time),
    },
    {
      key: 'use_person_name',
      title: t('prescription.columns.usePerson'),
      width: 100,
      dataIndex: 'use_person_name',
    },
    {
      key: 'goods',
      title: t('prescription.columns.goods'),
      width: 220,
      render: (_, row) => {
        const names = row.order_goods.map((g) => `${g.common_name || g.goods_name} ×${g.num}`).join('、');
        return <Typography.Text ellipsis={{ tooltip: names }}>{names}</Typography.Text>;
      },
    },
    { key: 'seller_name', title: t('prescription.columns.store'), width: 140, dataIndex: 'seller_name' },
    {
      key: 'doctor',
      title: t('prescription.columns.doctor'),
      width: 130,
      render: (_, row) => (
        <div className="rx-prescriptions__two-lines">
          <span>{row.doctor_name || '—'}</span>
          {row.inquiry_doctor_name && row.inquiry_doctor_name !== row.doctor_name && (
            <Typography.Text type="secondary">
              {t('prescription.columns.inquiryDoctor', { name: row.inquiry_doctor_name })}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { key: 'inquiry_rxno', title: t('prescription.columns.rxno'), width: 170, dataIndex: 'inquiry_rxno' },
    {
      key: 'hospital',
      title: t('prescription.columns.hospital'),
      width: 170,
      render: (_, row) => row.hospital_name || providerLabel(row.hospital_service_provider, lang),
    },
    {
      key: 'pharmacist',
      title: t('prescription.columns.pharmacist'),
      width: 110,
      render: (_, row) => row.audit_pharmacist_name || '—',
    },
    {
      key: 'audit_time',
      title: t('prescription.columns.auditTime'),
      width: 165,
      render: (_, r) => time(r.audit_time),
    },
    {
      key: 'audit_duration',
      title: t('prescription.columns.auditDuration'),
      width: 110,
      align: 'right',
      render: (_, row) => (row.audit_duration === null ? '—' : row.audit_duration),
    },
    {
      key: 'state',
      title: t('prescription.columns.state'),
      width: 100,
      render: (_, row) => <RxStateTag state={row.state} />,
    },
    {
      key: 'voucher',
      title: t('prescription.columns.voucher'),
      width: 170,
      render: (_, row) => voucherLabel(row.is_upload_voucher, lang),
    },
    { key: 'payment', title: t('prescription.columns.payment'), width: 110, dataIndex: 'payment_type_text' },
    { key: 'source', title: t('prescription.columns.source'), width: 100, dataIndex: 'client_type_text' },
    {
      key: 'actions',
      title: t('prescription.columns.actions'),
      width: 200,
      fixed: 'right',
      render: (_, row) => <RowActions row={row} onNavigate={onNavigate} onRemind={onRemind} />,
    },
  ];
}

/** The table's full width, for horizontal scrolling. */
export const PRESCRIPTION_TABLE_WIDTH = 2900;

import { translateMessage } from '@rxdesk/contract/common/locale';
import type { ReviewProblemCode } from '@rxdesk/contract/prescription/prescription';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSubmitError } from '../../../../shared/forms/server-field-error.ts';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { useAuditPrescription, type AuditDecision } from '../../api/audit-prescription.ts';
import { usePharmacistMethod } from '../../api/get-pharmacist-method.ts';
import { AuditPasswordDialog } from '../audit-password-dialog.tsx';
import { SignaturePad, type SignaturePadHandle } from '../signature-pad.tsx';
import { ReviewChecklist } from './review-checklist.tsx';
import { openModal, toast } from '../../../../shared/feedback/feedback.ts';

interface Values {
  problems: ReviewProblemCode[];
  reason: string;
  auditPassword: string;
}

interface Props {
  sn: string;
  /** A line does not match the prescription: approving needs a second look. */
  mismatch: boolean;
}

const FIELDS = { audit_password: 'auditPassword', reject_codes: 'problems', reject_reason: 'reason' };

/** The pharmacist's decision: the review checklist, approve or reject (a rejection names its
 * problems; "other" needs a reason), the audit password and the signature (required). Shown only
 * when the server's §4 rule allows it; the server checks all of it again. */
export function AuditPanel({ sn, mismatch }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const pad = useRef<SignaturePadHandle>(null);
  const audit = useAuditPrescription();
  const method = usePharmacistMethod(true);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const problems = Form.useWatch('problems', form) ?? [];

  async function decide(decision: AuditDecision) {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show what is missing
    }
    const codes = values.problems ?? [];
    if (decision === 1 && codes.length > 0) {
      form.setFields([{ name: 'problems', errors: [t('prescription.audit.approveWithProblems')] }]);
      return;
    }
    if (decision === 2 && codes.length === 0) {
      form.setFields([{ name: 'problems', errors: [translateMessage(lang, 'error.rx.rejectCodeRequired')] }]);
      return;
    }
    if (decision === 2 && codes.includes('OTHER') && !values.reason?.trim()) {
      form.setFields([{ name: 'reason', errors: [translateMessage(lang, 'error.rx.rejectReasonRequired')] }]);
      return;
    }
    // The signature is required: an empty pad shows its warning and nothing is sent.
    const signature = pad.current?.generate();
    if (!signature) return;
    if (decision === 2) {
      const confirmed = await openModal('confirm', {
        title: t('prescription.audit.rejectConfirmTitle'),
        content: t('prescription.audit.rejectConfirm'),
        okText: t('prescription.audit.reject'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
      });
      if (!confirmed) return;
    }
    try {
      await audit.mutateAsync({
        sn,
        decision,
        auditPassword: values.auditPassword,
        signature,
        rejectCodes: codes,
        rejectReason: values.reason ?? '',
      });
    } catch (error) {
      showSubmitError(form, error, FIELDS);
      return;
    }
    form.resetFields();
    pad.current?.reset();
    toast.success(decision === 1 ? t('prescription.audit.approved') : t('prescription.audit.rejected'));
  }

  const noPassword = method.data?.has_audit_password === 0;
  return (
    <Card size="small" title={t('prescription.audit.panelTitle')} data-testid="rx-audit-panel">
      {noPassword && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={translateMessage(lang, 'error.rx.auditPasswordUnset')}
          action={
            <Button size="small" onClick={() => setPasswordOpen(true)}>
              {t('prescription.pharmacist.auditPasswordMenu')}
            </Button>
          }
        />
      )}
      {mismatch && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('prescription.audit.mismatchHint')}
        />
      )}
      <Form<Values>
        form={form}
        name="prescription-audit"
        layout="vertical"
        autoComplete="off"
        initialValues={{ problems: [], reason: '', auditPassword: '' }}
      >
        <Form.Item
          name="problems"
          label={t('prescription.audit.checklist')}
          extra={t('prescription.audit.checklistHint')}
        >
          <ReviewChecklist />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('prescription.audit.reason')}
          hidden={problems.length === 0}
          rules={[{ max: 500, message: translateMessage(lang, 'rule.rejectReasonTooLong') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder={t('prescription.audit.reasonPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="auditPassword"
          label={t('prescription.audit.password')}
          rules={[{ required: true, message: t('prescription.audit.passwordRequired') }]}
        >
          <Input.Password autoComplete="off" placeholder={t('prescription.audit.passwordPlaceholder')} />
        </Form.Item>
        <Form.Item label={t('prescription.audit.signature')} required>
          <SignaturePad ref={pad} crop label={t('prescription.signature.area')} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('prescription.audit.finalHint')}</Typography.Paragraph>
        <Space>
          <Button
            type="primary"
            loading={audit.isPending && audit.variables?.decision === 1}
            disabled={audit.isPending}
            onClick={() => void decide(1)}
          >
            {t('prescription.audit.approve')}
          </Button>
          <Button
            danger
            loading={audit.isPending && audit.variables?.decision === 2}
            disabled={audit.isPending}
            onClick={() => void decide(2)}
          >
            {t('prescription.audit.reject')}
          </Button>
        </Space>
      </Form>
      <AuditPasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Card>
  );
}

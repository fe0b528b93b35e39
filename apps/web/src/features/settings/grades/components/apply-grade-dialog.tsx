import {
  gradeApplyBody,
  GRADE_REASON_MAX,
  type GradeApplyBody,
  type ShopGrade,
} from '@rxdesk/contract/settings/grades';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';

/** 申请升级: a grade above the shop's own and the reason. */
export function ApplyGradeDialog({
  higher,
  nameOf,
  ...dialog
}: FormDialogProps<GradeApplyBody> & { higher: ShopGrade[]; nameOf: (g: ShopGrade) => string }) {
  const { t } = useTranslation();
  const schemaRule = useSchemaRule();
  const [form] = Form.useForm<GradeApplyBody>();
  return (
    <FormDialog<GradeApplyBody>
      {...dialog}
      form={form}
      name="grade-apply"
      title={t('settingsExtras.grades.applyTitle')}
      serverFields={{ grade_id: 'grade_id', reason: 'reason' }}
      initialValues={{ grade_id: higher[0]?.id, reason: '' }}
    >
      <Form.Item
        name="grade_id"
        label={t('settingsExtras.grades.grade')}
        rules={[schemaRule(gradeApplyBody.shape.grade_id)]}
      >
        <Select options={higher.map((g) => ({ value: g.id, label: nameOf(g) }))} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('settingsExtras.grades.reason')}
        rules={[schemaRule(gradeApplyBody.shape.reason)]}
      >
        <Input.TextArea
          rows={4}
          maxLength={GRADE_REASON_MAX}
          showCount
          placeholder={t('settingsExtras.grades.reasonPlaceholder')}
        />
      </Form.Item>
    </FormDialog>
  );
}
